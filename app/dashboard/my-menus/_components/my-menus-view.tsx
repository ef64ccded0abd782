'use client';
// 'Menu Saya' (spec section 2): guarded by the tenant check; counters, search, category and status filters, card grid,
// menu form, detail and delete modals, toasts top right for 4000 ms.
import * as React from 'react';
import Link from 'next/link';
import { CircleCheckIcon, LayersIcon, PencilIcon, StoreIcon, Trash2Icon, UtensilsCrossedIcon, BanIcon } from 'lucide-react';
import { apiClient, messageOf } from '@/lib/api/client';
import type { Menu, Tenant } from '@/components/dashboard/api-types';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { EmptyState } from '@/components/dashboard/empty-state';
import { FilterSelect } from '@/components/dashboard/filter-select';
import { AddButton, FilterBar, ListStates } from '@/components/dashboard/list-view';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { SearchInput } from '@/components/dashboard/search-input';
import { StatCard } from '@/components/dashboard/stat-card';
import { CardGridSkeleton } from '@/components/dashboard/table-skeleton';
import { MY_TENANT_PATH, ownsNoTenant, type MyTenant } from '@/components/dashboard/my-tenant-query';
import { useApiQuery, withQuery } from '@/components/dashboard/use-api-query';
import { useListParams, useSearchDraft } from '@/components/dashboard/use-list-params';
import { MenuCard } from '@/components/menus/menu-card';
import { MenuDetails } from '@/components/menus/menu-details';
import { MenuForm, type MenuPayload } from '@/components/menus/menu-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, TOAST_DURATIONS } from '@/lib/constants';
import { MENU_STATUS_LABELS } from '@/lib/status';
import { menuMessages } from '@/lib/validations/menu';
import { isApproved, proposedRecord, REVISION_MESSAGES } from '@/lib/revisions';

const FILTER_KEYS = ['search', 'category', 'status'] as const;
const CATEGORY_OPTIONS = MENU_CATEGORIES.map((c) => ({ value: c, label: MENU_CATEGORY_LABELS[c] }));
const STATUS_OPTIONS = (['active', 'inactive'] as const).map((s) => ({ value: s, label: MENU_STATUS_LABELS[s] }));

export function MyMenusView() {
  const tenant = useApiQuery<MyTenant>(MY_TENANT_PATH);
  const noTenant = ownsNoTenant(tenant);

  if (tenant.loading && !tenant.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Memeriksa tenant..." />
      </div>
    );
  }
  if (noTenant) {
    return (
      <div className="space-y-6">
        <PageHeader title="Menu Saya" description="Kelola daftar menu tenant Anda." />
        <EmptyState
          icon={StoreIcon}
          title="Belum Memiliki Tenant"
          description="Anda perlu membuat tenant terlebih dahulu sebelum dapat menambahkan menu."
          action={
            <Button asChild>
              <Link href="/dashboard/my-tenant">Buat Tenant Sekarang</Link>
            </Button>
          }
        />
      </div>
    );
  }
  if (tenant.error || !tenant.data) {
    return (
      <div className="space-y-6">
        <PageHeader title="Menu Saya" description="Kelola daftar menu tenant Anda." />
        <LoadError message="Error memuat data tenant" detail={messageOf(tenant.error)} onRetry={tenant.reload} />
      </div>
    );
  }
  return <MenusOfTenant tenant={tenant.data} />;
}

type FormState = { mode: 'create' } | { mode: 'edit'; menu: Menu } | null;

function MenusOfTenant({ tenant }: { tenant: Tenant }) {
  const { toast } = useToast();
  const { values, update } = useListParams(FILTER_KEYS);
  const [search, setSearch] = useSearchDraft(values.search, (v) => update({ search: v }));
  const filtered = values.search !== '' || values.category !== '' || values.status !== '';

  const all = useApiQuery<{ data: Menu[] }>('/menus/my-menus');
  const view = useApiQuery<{ data: Menu[] }>(
    filtered ? withQuery('/menus/my-menus', { search: values.search, category: values.category, status: values.status }) : null,
  );
  const shown = filtered ? view : all;

  const [form, setForm] = React.useState<FormState>(null);
  const [viewing, setViewing] = React.useState<Menu | null>(null);
  const [deleting, setDeleting] = React.useState<Menu | null>(null);

  const menus = all.data?.data ?? [];
  const counters = {
    total: menus.length,
    active: menus.filter((m) => m.status === 'active').length,
    categories: new Set(menus.map((m) => m.category)).size,
    rejected: menus.filter((m) => m.status === 'rejected').length,
  };

  const refresh = () => {
    all.reload();
    if (filtered) view.reload();
  };

  const notify = (variant: 'success' | 'error', description: string) => toast({ variant, description, duration: TOAST_DURATIONS.default });

  const save = async (payload: MenuPayload) => {
    const editing = form?.mode === 'edit' ? form.menu : null;
    let waiting = false;
    try {
      if (editing) {
        const updated = await apiClient.patch<Menu>(`/menus/${editing.id}`, payload);
        waiting = updated.revision?.state === 'pending' && updated.revision.submittedAt !== editing.revision?.submittedAt;
      } else await apiClient.post<Menu>('/menus', payload);
    } catch (error) {
      console.error('Gagal menyimpan menu', error);
      notify('error', messageOf(error, editing ? menuMessages.updateFailed : menuMessages.createFailed));
      throw error;
    }
    notify('success', waiting ? REVISION_MESSAGES.submitted : editing ? menuMessages.updateSuccess : menuMessages.createSuccess);
    setForm(null);
    refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiClient.delete(`/menus/${deleting.id}`);
    } catch (error) {
      console.error('Gagal menghapus menu', error);
      notify('error', messageOf(error, menuMessages.deleteFailed));
      return;
    }
    notify('success', menuMessages.deleteSuccess);
    setViewing(null);
    refresh();
  };

  const withdrawRevision = async (menu: Menu) => {
    try {
      const updated = await apiClient.delete<Menu>(`/menus/${menu.id}/revision`);
      setViewing(updated);
    } catch (error) {
      notify('error', messageOf(error, menuMessages.updateFailed));
      return;
    }
    notify('success', REVISION_MESSAGES.withdrawn);
    refresh();
  };

  const [togglingIds, setTogglingIds] = React.useState<ReadonlySet<number>>(new Set());
  const setAvailability = async (menu: Menu, isAvailable: boolean) => {
    setTogglingIds((ids) => new Set(ids).add(menu.id));
    let updated: Menu;
    try {
      updated = await apiClient.patch<Menu>(`/menus/${menu.id}`, { isAvailable });
    } catch (error) {
      console.error('Gagal mengubah ketersediaan menu', error);
      notify('error', messageOf(error, menuMessages.availabilityFailed));
      return;
    } finally {
      setTogglingIds((ids) => {
        const next = new Set(ids);
        next.delete(menu.id);
        return next;
      });
    }
    // The switch follows at once; the lists then reload (invalidation) like after any other write.
    const replace = (current: { data: Menu[] } | undefined) => current && { ...current, data: current.data.map((m) => (m.id === updated.id ? updated : m)) };
    all.setData(replace);
    if (filtered) view.setData(replace);
    notify('success', updated.isAvailable ? menuMessages.availableOn : menuMessages.availableOff);
    refresh();
  };

  const list = shown.data?.data ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Menu Saya"
        description={`Kelola daftar menu ${tenant.name}.`}
        actions={<AddButton label="Tambah Menu" onClick={() => setForm({ mode: 'create' })} />}
      />

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Menu" value={counters.total} icon={UtensilsCrossedIcon} />
        <StatCard label="Menu Aktif" value={counters.active} icon={CircleCheckIcon} tone="success" />
        <StatCard label="Kategori" value={counters.categories} icon={LayersIcon} tone="info" />
        <StatCard label="Ditolak" value={counters.rejected} icon={BanIcon} tone="danger" />
      </div>

      <FilterBar className="grid gap-3 sm:grid-cols-[1fr_13rem_11rem]">
        <SearchInput id="my-menus-search" label="Cari menu" placeholder="Cari menu..." value={search} onChange={setSearch} />
        <FilterSelect
          id="my-menus-category"
          label="Filter kategori"
          value={values.category}
          onChange={(v) => update({ category: v })}
          allLabel="Semua Kategori"
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          id="my-menus-status"
          label="Filter status"
          value={values.status}
          onChange={(v) => update({ status: v })}
          allLabel="Semua Status"
          options={STATUS_OPTIONS}
        />
      </FilterBar>

      <ListStates
        query={shown}
        errorMessage={menuMessages.loadFailedMine}
        loading={<CardGridSkeleton label="Memuat menu..." />}
        isEmpty={list.length === 0}
        empty={
          filtered ? (
            <EmptyState icon={UtensilsCrossedIcon} title="Menu Tidak Ditemukan" description="Coba ubah kata kunci atau filter." />
          ) : (
            <EmptyState
              icon={UtensilsCrossedIcon}
              title="Belum ada menu"
              description="Tambahkan menu pertama tenant Anda. Menu baru ditinjau admin sebelum tampil di halaman publik."
              action={<AddButton label="Tambah Menu" onClick={() => setForm({ mode: 'create' })} />}
            />
          )
        }
      >
        <ul className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={shown.loading} aria-label="Daftar menu">
          {list.map((menu) => (
            <li key={menu.id} className="flex min-w-0">
              <MenuCard
                menu={menu}
                onEdit={() => setForm({ mode: 'edit', menu })}
                onView={() => setViewing(menu)}
                onDelete={() => setDeleting(menu)}
                onAvailabilityChange={(isAvailable) => void setAvailability(menu, isAvailable)}
                availabilityPending={togglingIds.has(menu.id)}
              />
            </li>
          ))}
        </ul>
      </ListStates>

      <Dialog open={form !== null} onOpenChange={(open) => !open && setForm(null)}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{form?.mode === 'edit' ? 'Edit Menu' : 'Tambah Menu Baru'}</DialogTitle>
            <DialogDescription>
              {form?.mode === 'edit' && form.menu.status === 'rejected'
                ? 'Menyimpan perubahan akan mengirim ulang menu untuk ditinjau admin.'
                : form?.mode === 'edit' && isApproved(form.menu.status)
                  ? REVISION_MESSAGES.menuEditHint
                  : 'Kolom bertanda * wajib diisi.'}
            </DialogDescription>
          </DialogHeader>
          {form && (
            <MenuForm
              key={form.mode === 'edit' ? form.menu.id : 'new'}
              // The form shows the menu as the owner last proposed it (a pending revision over the live values).
              menu={form.mode === 'edit' ? proposedRecord(form.menu, form.menu.revision) : null}
              onSubmit={save}
              onCancel={() => setForm(null)}
            />
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>Detail Menu</DialogTitle>
            <DialogDescription>Informasi lengkap menu.</DialogDescription>
          </DialogHeader>
          {viewing && <MenuDetails menu={viewing} onWithdrawRevision={viewing.revision ? () => withdrawRevision(viewing) : undefined} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setViewing(null)}>
              Tutup
            </Button>
            <Button type="button" variant="destructive" onClick={() => viewing && setDeleting(viewing)}>
              <Trash2Icon aria-hidden="true" />
              Hapus Menu
            </Button>
            <Button
              type="button"
              onClick={() => {
                if (!viewing) return;
                setForm({ mode: 'edit', menu: viewing });
                setViewing(null);
              }}
            >
              <PencilIcon aria-hidden="true" />
              Edit Menu
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Hapus Menu"
        description={
          deleting
            ? `Apakah Anda yakin ingin menghapus menu "${deleting.name}"? Tindakan ini bersifat permanen dan tidak dapat dibatalkan. Pesanan yang terkait dengan menu ini mungkin ikut terpengaruh.`
            : ''
        }
        confirmLabel="Hapus Menu"
        onConfirm={async () => {
          await remove();
        }}
      />
    </div>
  );
}
