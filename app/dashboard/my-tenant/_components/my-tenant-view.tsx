'use client';
// 'Tenant Saya' (spec section 2): four counters, the manager's one tenant as a card with Edit and Lihat, an empty state
// with a create button, and the create / edit / view modal. Its public contact is the owner's choice. A food truck
// also gets a one-field "Mangkal hari ini" update.
import * as React from 'react';
import {
  CalendarIcon,
  CircleCheckIcon,
  CircleOffIcon,
  EyeIcon,
  EyeOffIcon,
  GlobeIcon,
  HourglassIcon,
  InfoIcon,
  MailIcon,
  MapPinIcon,
  PencilIcon,
  PhoneIcon,
  PlusIcon,
  StarIcon,
  StoreIcon,
} from 'lucide-react';
import { apiClient, messageOf } from '@/lib/api/client';
import type { Tenant } from '@/components/dashboard/api-types';
import { EmptyState } from '@/components/dashboard/empty-state';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { RejectionNotice } from '@/components/dashboard/rejection-notice';
import { RevisionNotice } from '@/components/dashboard/revision-notice';
import { StatCard } from '@/components/dashboard/stat-card';
import { TenantStatusBadge } from '@/components/dashboard/status-badge';
import { MY_TENANT_PATH, ownsNoTenant, type MyTenant } from '@/components/dashboard/my-tenant-query';
import { errorStatus, useApiQuery } from '@/components/dashboard/use-api-query';
import { TenantDetails } from '@/components/tenants/tenant-details';
import { TenantForm, type TenantFormOutput } from '@/components/tenants/tenant-form';
import { TodaySpotCard } from '@/components/tenants/today-spot-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { formatDate, tenantLocality } from '@/lib/format';
import { tenantMessages } from '@/lib/validations/tenant';
import { FEATURED_LABEL } from '@/lib/constants';
import { isApproved, proposedRecord, REVISION_MESSAGES } from '@/lib/revisions';
import { publicVisibilityText } from '@/lib/status';

type ModalMode = 'create' | 'edit' | 'view' | null;

const MODAL_TITLES = { create: 'Tambah Tenant Baru', edit: 'Edit Tenant', view: 'Detail Tenant' } as const;

function createErrorMessage(error: unknown): string {
  const message = messageOf(error, '');
  return message.includes('already has a tenant') ? tenantMessages.alreadyHasTenant : tenantMessages.createFailed;
}

export function MyTenantView() {
  const { toast } = useToast();
  const query = useApiQuery<MyTenant>(MY_TENANT_PATH);
  const [modal, setModal] = React.useState<ModalMode>(null);

  const notFound = ownsNoTenant(query);
  const failed = !!query.error && !notFound;
  const tenant = notFound ? null : (query.data ?? null);
  const loading = query.loading && !query.data && !query.error;

  const counters = {
    total: tenant ? 1 : 0,
    active: tenant?.status === 'active' ? 1 : 0,
    waiting: tenant?.status === 'pending_approval' ? 1 : 0,
    inactive: tenant && tenant.status !== 'active' && tenant.status !== 'pending_approval' ? 1 : 0,
  };

  const create = async (values: TenantFormOutput) => {
    try {
      const created = await apiClient.post<Tenant>('/tenants/my-tenant', values);
      query.setData(() => created);
      query.reload();
      toast({ variant: 'success', description: 'Tenant berhasil dibuat dan menunggu persetujuan admin' });
      setModal(null);
    } catch (error) {
      // Someone (another tab) already created it: show the tenant behind the dialog.
      if (errorStatus(error) === 409) query.reload();
      throw error;
    }
  };

  const update = async (values: TenantFormOutput) => {
    if (!tenant) return;
    const updated = await apiClient.patch<Tenant>(`/tenants/${tenant.id}`, values);
    query.setData(() => updated);
    const waiting = updated.revision?.state === 'pending' && updated.revision.submittedAt !== tenant.revision?.submittedAt;
    toast({ variant: 'success', description: waiting ? REVISION_MESSAGES.submitted : 'Tenant berhasil diperbarui' });
    setModal(null);
  };

  const withdrawRevision = async () => {
    if (!tenant) return;
    try {
      const updated = await apiClient.delete<Tenant>(`/tenants/${tenant.id}/revision`);
      query.setData(() => updated);
      toast({ variant: 'success', description: REVISION_MESSAGES.withdrawn });
    } catch (error) {
      toast({ variant: 'error', description: messageOf(error, tenantMessages.updateFailed) });
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Tenant Saya"
        description="Kelola informasi tenant Anda."
        actions={
          loading || failed ? null : tenant ? (
            <p
              className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900"
              data-testid="tenant-limit-notice"
            >
              <InfoIcon aria-hidden="true" className="size-4 shrink-0" />
              {tenantMessages.alreadyHasTenant}
            </p>
          ) : (
            <Button type="button" onClick={() => setModal('create')}>
              <PlusIcon aria-hidden="true" />
              Tambah Tenant
            </Button>
          )
        }
      />

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Tenant" value={counters.total} icon={StoreIcon} />
        <StatCard
          label="Aktif"
          value={counters.active}
          hint={tenant?.status === 'active' ? publicVisibilityText(tenant) : undefined}
          icon={CircleCheckIcon}
          tone="success"
        />
        <StatCard label="Menunggu Persetujuan" value={counters.waiting} icon={HourglassIcon} tone="warning" />
        <StatCard label="Tidak Aktif" value={counters.inactive} icon={CircleOffIcon} tone="danger" />
      </div>

      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Memuat data tenant..." />
        </div>
      ) : failed ? (
        <LoadError message={tenantMessages.loadFailed} onRetry={query.reload} />
      ) : !tenant ? (
        <EmptyState
          icon={StoreIcon}
          title="Belum ada tenant"
          description="Buat tenant Anda untuk mulai menambahkan menu. Tenant baru akan ditinjau admin sebelum tampil di halaman publik."
          action={
            <Button type="button" onClick={() => setModal('create')}>
              <PlusIcon aria-hidden="true" />
              Buat Tenant
            </Button>
          }
        />
      ) : (
        <>
          <TenantCard tenant={tenant} onEdit={() => setModal('edit')} onView={() => setModal('view')} onWithdrawRevision={withdrawRevision} />
          {/* A rejected tenant's edit resubmits it for review: the spot waits for the full form there. */}
          {tenant.type === 'food_truck' && tenant.status !== 'rejected' && (
            <TodaySpotCard key={`${tenant.id}-${tenant.todaySpotOn ?? ''}`} tenant={tenant} onSaved={(updated) => query.setData(() => updated)} />
          )}
        </>
      )}

      <Dialog open={modal !== null} onOpenChange={(open) => !open && setModal(null)}>
        <DialogContent size={modal === 'view' ? 'lg' : 'xl'}>
          {modal && (
            <DialogHeader>
              <DialogTitle>{MODAL_TITLES[modal]}</DialogTitle>
              <DialogDescription>
                {modal === 'view'
                  ? 'Informasi lengkap tenant Anda.'
                  : modal === 'edit' && tenant?.status === 'rejected'
                    ? 'Menyimpan perubahan akan mengirim ulang tenant untuk ditinjau admin.'
                    : modal === 'edit' && tenant && isApproved(tenant.status)
                      ? REVISION_MESSAGES.tenantEditHint
                      : 'Kolom bertanda * wajib diisi.'}
              </DialogDescription>
            </DialogHeader>
          )}
          {modal === 'create' && (
            <TenantForm key="create" onSubmit={create} describeError={createErrorMessage} onCancel={() => setModal(null)} submitLabel="Simpan Tenant" />
          )}
          {modal === 'edit' && tenant && (
            <TenantForm
              key={`edit-${tenant.id}`}
              // The form shows the tenant as the owner last proposed it (a pending revision over the live values).
              tenant={proposedRecord(tenant, tenant.revision)}
              onSubmit={update}
              describeError={() => tenantMessages.updateFailed}
              onCancel={() => setModal(null)}
              submitLabel="Simpan Perubahan"
            />
          )}
          {modal === 'view' && tenant && (
            <>
              <TenantDetails tenant={tenant} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setModal('edit')}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                <Button type="button" onClick={() => setModal(null)}>
                  Tutup
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function TenantCard({
  tenant,
  onEdit,
  onView,
  onWithdrawRevision,
}: {
  tenant: Tenant;
  onEdit: () => void;
  onView: () => void;
  onWithdrawRevision: () => Promise<void>;
}) {
  return (
    <Card data-testid="my-tenant-card">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {tenant.logo && (
            // eslint-disable-next-line @next/next/no-img-element -- uploaded image served by the API
            <img src={tenant.logo} alt={`Logo ${tenant.name}`} className="size-12 rounded-md border object-cover" />
          )}
          <div className="min-w-0">
            <h2 className="break-words text-lg font-semibold">{tenant.name}</h2>
            <p className="text-sm text-muted-foreground">@{tenant.slug}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <TenantStatusBadge status={tenant.status} />
          {tenant.isFeatured && (
            <Badge variant="warning">
              <StarIcon aria-hidden="true" />
              {FEATURED_LABEL}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tenant.status === 'rejected' && <RejectionNotice reason={tenant.rejectionReason} />}
        <p
          data-testid="tenant-public-visibility"
          data-listed={tenant.publicVisibility.listed}
          className={
            tenant.publicVisibility.listed
              ? 'flex items-center gap-2 text-sm text-green-800'
              : 'flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900'
          }
        >
          {tenant.publicVisibility.listed ? (
            <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <EyeOffIcon aria-hidden="true" className="size-4 shrink-0" />
          )}
          {tenant.publicVisibility.listed ? (
            <a href={`/tenant/${tenant.slug}`} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:underline">
              {publicVisibilityText(tenant)}
            </a>
          ) : (
            publicVisibilityText(tenant)
          )}
        </p>
        <RevisionNotice revision={tenant.revision} onWithdraw={onWithdrawRevision} />
        {tenant.status === 'pending_approval' && (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">Tenant Anda sedang ditinjau admin.</p>
        )}
        {tenant.description && <p className="text-sm">{tenant.description}</p>}
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <MailIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">Email:</span>
            {tenant.email ?? '-'}
          </li>
          <li className="flex items-center gap-2">
            <PhoneIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">Telepon:</span>
            {tenant.phone ?? '-'}
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">Lokasi:</span>
            {tenantLocality(tenant)}, {tenant.province}
          </li>
          <li className="flex items-center gap-2">
            <GlobeIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">Website:</span>
            {tenant.website ? (
              <a href={tenant.website} target="_blank" rel="noopener noreferrer" className="truncate text-primary underline-offset-2 hover:underline">
                {tenant.website}
              </a>
            ) : (
              '-'
            )}
          </li>
          <li className="flex items-center gap-2">
            <CalendarIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            <span>Dibuat {formatDate(tenant.createdAt)}</span>
          </li>
        </ul>
      </CardContent>
      <CardFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button type="button" variant="outline" onClick={onView}>
          <EyeIcon aria-hidden="true" />
          Lihat
        </Button>
      </CardFooter>
    </Card>
  );
}
