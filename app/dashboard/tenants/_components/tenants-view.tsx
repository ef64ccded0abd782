'use client';
// 'Manajemen Tenant': status and type filters, search, server pagination, review (approve/reject), create/edit form,
// admin status change, "Pilihan Kuliner Tasik" (featured) toggle and delete after confirmation.
import * as React from 'react';
import { EyeIcon, PencilIcon, StarIcon, StarOffIcon, StoreIcon, Trash2Icon } from 'lucide-react';
import { apiClient, messageOf } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { ListResponse, Tenant } from '@/components/dashboard/api-types';
import { DeleteRowDialog } from '@/components/dashboard/delete-row-dialog';
import { EmptyState } from '@/components/dashboard/empty-state';
import { FilterSelect } from '@/components/dashboard/filter-select';
import { AddButton, DataTable, FilterBar, ListStates, type Column } from '@/components/dashboard/list-view';
import { PageHeader } from '@/components/dashboard/page-header';
import { Pagination } from '@/components/dashboard/pagination';
import { SearchInput } from '@/components/dashboard/search-input';
import { TenantStatusBadge } from '@/components/dashboard/status-badge';
import { RowActionButton, RowActions } from '@/components/dashboard/row-action-button';
import { updateListRow, useApiQuery, withQuery } from '@/components/dashboard/use-api-query';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { useListParams, useSearchDraft } from '@/components/dashboard/use-list-params';
import { TenantFormDialog } from '@/components/tenants/tenant-form-dialog';
import { TenantReviewDialog } from '@/components/tenants/tenant-review-dialog';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { can, canDo, canFeatureTenant, transitionSide } from '@/lib/auth/permissions';
import { REVISION_MESSAGES, revisionLabel } from '@/lib/revisions';
import { useAuth } from '@/lib/auth/use-auth';
import { TENANT_STATUSES, TENANT_TYPES, TENANT_TYPE_LABELS, type TenantStatus, FEATURED_LABEL } from '@/lib/constants';
import { formatDate, tenantLocality } from '@/lib/format';
import { TENANT_STATUS_LABELS } from '@/lib/status';
import { tenantMessages } from '@/lib/validations/tenant';
import { TenantStatusSelect } from './tenant-status-select';

const PAGE_SIZE = 10;
const FILTER_KEYS = ['search', 'status', 'type', 'revision'] as const;
const REVISION_OPTIONS = [{ value: 'pending', label: REVISION_MESSAGES.pending }];
const STATUS_OPTIONS = TENANT_STATUSES.map((s) => ({ value: s, label: TENANT_STATUS_LABELS[s] }));
const TYPE_OPTIONS = TENANT_TYPES.map((t) => ({ value: t, label: TENANT_TYPE_LABELS[t] }));

const COLUMNS: Column[] = [
  { label: 'Tenant' },
  { label: 'Tipe & Kota', className: 'hidden xl:table-cell' },
  { label: 'Status' },
  { label: 'Dibuat', className: 'hidden md:table-cell' },
  { label: 'Aksi', className: 'text-right' },
];

type FormState = { mode: 'create' } | { mode: 'edit'; tenant: Tenant } | null;

export function TenantsView() {
  const role = useCurrentRole();
  const { user: me } = useAuth();
  const actor = me && role ? { id: Number(me.id), role } : null;
  // Admins (tenants.update over every tenant) set status and featured; the server refuses both to others.
  const isAdmin = !!role && transitionSide(role, 'tenants.update') === 'admin';
  const { toast } = useToast();
  const { values, page, update } = useListParams(FILTER_KEYS);
  const [search, setSearch] = useSearchDraft(values.search, (v) => update({ search: v }));
  const list = useApiQuery<ListResponse<Tenant>>(
    withQuery('/tenants', {
      page,
      limit: PAGE_SIZE,
      search: values.search,
      status: values.status,
      type: values.type,
      revision: values.revision,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    }),
  );

  const [reviewing, setReviewing] = React.useState<Tenant | null>(null);
  const [form, setForm] = React.useState<FormState>(null);
  const [deleting, setDeleting] = React.useState<Tenant | null>(null);
  const [statusPending, setStatusPending] = React.useState<number | null>(null);
  const [featurePending, setFeaturePending] = React.useState<number | null>(null);
  const [alert, setAlert] = React.useState<string | null>(null);

  const tenants = list.data?.data ?? [];
  const meta = list.data?.meta;

  const replaceRow = (updated: Tenant) => updateListRow(list, updated.id, (t) => ({ ...t, ...updated }));

  const changeStatus = async (tenant: Tenant, status: TenantStatus) => {
    setAlert(null);
    setStatusPending(tenant.id);
    try {
      const updated = await apiClient.patch<Tenant>(`/tenants/${tenant.id}`, { status });
      replaceRow(updated);
      toast({ variant: 'success', description: `Status "${tenant.name}" diubah menjadi ${TENANT_STATUS_LABELS[status]}` });
    } catch (error) {
      console.error('Gagal mengubah status tenant', error);
      setAlert(messageOf(error, 'Gagal mengubah status tenant. Silakan coba lagi.'));
    } finally {
      setStatusPending(null);
    }
  };

  const toggleFeatured = async (tenant: Tenant) => {
    setAlert(null);
    setFeaturePending(tenant.id);
    const isFeatured = !tenant.isFeatured;
    try {
      const updated = await apiClient.patch<Tenant>(`/tenants/${tenant.id}`, { isFeatured });
      replaceRow(updated);
      toast({
        variant: 'success',
        description: isFeatured ? `"${tenant.name}" dijadikan ${FEATURED_LABEL}` : `"${tenant.name}" dihapus dari ${FEATURED_LABEL}`,
      });
    } catch (error) {
      console.error(`Gagal mengubah ${FEATURED_LABEL}`, error);
      setAlert(messageOf(error, `Gagal mengubah ${FEATURED_LABEL}. Silakan coba lagi.`));
    } finally {
      setFeaturePending(null);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manajemen Tenant"
        description="Tinjau pendaftaran, kelola data, dan atur status tenant."
        actions={canDo(actor, 'tenants.create') && <AddButton label="Tambah Tenant" onClick={() => setForm({ mode: 'create' })} />}
      />

      <AlertBanner message={alert} onDismiss={() => setAlert(null)} />

      <FilterBar className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_13rem_11rem_14rem]">
        <SearchInput id="tenants-search" label="Cari tenant" placeholder="Cari nama, slug, atau kota..." value={search} onChange={setSearch} />
        <FilterSelect
          id="tenants-status-filter"
          label="Filter status"
          value={values.status}
          onChange={(v) => update({ status: v })}
          allLabel="Semua Status"
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          id="tenants-type-filter"
          label="Filter tipe"
          value={values.type}
          onChange={(v) => update({ type: v })}
          allLabel="Semua Tipe"
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          id="tenants-revision-filter"
          label="Filter perubahan"
          value={values.revision}
          onChange={(v) => update({ revision: v })}
          allLabel="Semua Perubahan"
          options={REVISION_OPTIONS}
        />
      </FilterBar>

      <ListStates
        query={list}
        errorMessage={tenantMessages.loadFailed}
        loadingLabel="Memuat data tenant..."
        isEmpty={tenants.length === 0}
        empty={<EmptyState icon={StoreIcon} title="Tidak ada tenant yang ditemukan" description="Coba ubah kata kunci atau filter status." />}
      >
        <DataTable caption="Daftar tenant" columns={COLUMNS} busy={list.loading}>
          {tenants.map((tenant) => (
            <TableRow key={tenant.id} data-testid={`tenant-row-${tenant.id}`}>
              <TableCell className="whitespace-normal">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium">{tenant.name}</span>
                  {tenant.isFeatured && (
                    <Badge variant="warning" title={FEATURED_LABEL} data-testid="tenant-featured-badge">
                      <StarIcon aria-hidden="true" />
                      Pilihan
                    </Badge>
                  )}
                </div>
                <div className="text-xs text-muted-foreground">@{tenant.slug}</div>
                {tenant.owner && <div className="text-xs text-muted-foreground">Pemilik: {tenant.owner.name}</div>}
              </TableCell>
              <TableCell className="hidden xl:table-cell">
                <div>{TENANT_TYPE_LABELS[tenant.type] ?? tenant.type}</div>
                <div className="text-xs text-muted-foreground">{tenantLocality(tenant)}</div>
              </TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-1">
                  <TenantStatusBadge status={tenant.status} />
                  {tenant.revision && (
                    <Badge variant={tenant.revision.state === 'pending' ? 'warning' : 'destructive'} data-testid="tenant-revision-badge">
                      {revisionLabel(tenant.revision.state)}
                    </Badge>
                  )}
                </div>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap md:table-cell">{formatDate(tenant.createdAt)}</TableCell>
              <TableCell>
                <RowActions>
                  {isAdmin && (
                    <TenantStatusSelect
                      tenantName={tenant.name}
                      status={tenant.status}
                      disabled={statusPending === tenant.id}
                      onChange={(status) => changeStatus(tenant, status)}
                    />
                  )}
                  {isAdmin && (
                    <RowActionButton
                      label={`${tenant.isFeatured ? 'Batalkan' : 'Jadikan'} ${FEATURED_LABEL}: ${tenant.name}`}
                      icon={tenant.isFeatured ? StarOffIcon : StarIcon}
                      busy={featurePending === tenant.id}
                      onClick={() => toggleFeatured(tenant)}
                    />
                  )}
                  <RowActionButton label={`Tinjau ${tenant.name}`} icon={EyeIcon} onClick={() => setReviewing(tenant)} />
                  {canDo(actor, 'tenants.update', tenant) && (
                    <RowActionButton label={`Edit ${tenant.name}`} icon={PencilIcon} onClick={() => setForm({ mode: 'edit', tenant })} />
                  )}
                  {canDo(actor, 'tenants.delete', tenant) && (
                    <RowActionButton label={`Hapus ${tenant.name}`} icon={Trash2Icon} destructive onClick={() => setDeleting(tenant)} />
                  )}
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      </ListStates>

      {meta && <Pagination page={meta.page} limit={meta.limit} total={meta.total} totalPages={meta.totalPages} onPageChange={(p) => update({ page: p })} />}

      <TenantReviewDialog
        tenant={reviewing}
        onOpenChange={(open) => !open && setReviewing(null)}
        canReview={!!reviewing && canDo(actor, 'tenants.review', reviewing)}
        canReadMenus={can(role, 'menus.read')}
        onReviewed={(updated) => {
          replaceRow(updated);
          setReviewing(null);
        }}
      />

      <TenantFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.mode === 'edit' ? 'Edit Tenant' : 'Tambah Tenant Baru'}
        tenant={form?.mode === 'edit' ? form.tenant : null}
        submitLabel={form?.mode === 'edit' ? 'Simpan Perubahan' : 'Simpan Tenant'}
        canFeature={isAdmin && (form?.mode !== 'edit' || (!!actor && canFeatureTenant(actor, form.tenant)))}
        describeError={(error) => messageOf(error, form?.mode === 'edit' ? tenantMessages.updateFailed : tenantMessages.createFailed)}
        onSubmit={async (values) => {
          if (form?.mode === 'edit') {
            const updated = await apiClient.patch<Tenant>(`/tenants/${form.tenant.id}`, values);
            replaceRow(updated);
            toast({ variant: 'success', description: 'Tenant berhasil diperbarui' });
          } else {
            await apiClient.post<Tenant>('/tenants', values);
            toast({ variant: 'success', description: 'Tenant berhasil dibuat' });
            if (page !== 1) update({ page: 1 });
            else list.reload();
          }
          setForm(null);
        }}
      />

      <DeleteRowDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        noun="tenant"
        title="Tenant"
        path="/tenants"
        failedMessage={tenantMessages.deleteFailed}
        onAlert={setAlert}
        onDeleted={() => (tenants.length === 1 && page > 1 ? update({ page: page - 1 }) : list.reload())}
      />
    </div>
  );
}
