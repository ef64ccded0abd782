'use client';
// All menus for admins: status, category and tenant filters, search, server pagination; review with approve/reject.
import * as React from 'react';
import { EyeIcon, UtensilsCrossedIcon } from 'lucide-react';
import type { ListResponse, Menu, Tenant } from '@/components/dashboard/api-types';
import { EmptyState } from '@/components/dashboard/empty-state';
import { FilterSelect } from '@/components/dashboard/filter-select';
import { DataTable, FilterBar, ListStates, type Column } from '@/components/dashboard/list-view';
import { PageHeader } from '@/components/dashboard/page-header';
import { Pagination } from '@/components/dashboard/pagination';
import { SearchInput } from '@/components/dashboard/search-input';
import { MenuStatusBadge } from '@/components/dashboard/status-badge';
import { updateListRow, useApiQuery, withQuery } from '@/components/dashboard/use-api-query';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { useListParams, useSearchDraft } from '@/components/dashboard/use-list-params';
import { MenuImage } from '@/components/menus/menu-image';
import { categoryLabel } from '@/components/menus/menu-labels';
import { MenuReviewDialog } from '@/components/menus/menu-review-dialog';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { can, canDo } from '@/lib/auth/permissions';
import { useAuth } from '@/lib/auth/use-auth';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, MENU_STATUSES } from '@/lib/constants';
import { formatDate, formatIDR } from '@/lib/format';
import { MENU_STATUS_LABELS } from '@/lib/status';
import { REVISION_MESSAGES, revisionLabel } from '@/lib/revisions';
import { Badge } from '@/components/ui/badge';

const PAGE_SIZE = 10;
const COLUMNS: Column[] = [
  { label: 'Menu' },
  { label: 'Tenant', className: 'hidden sm:table-cell' },
  { label: 'Kategori', className: 'hidden md:table-cell' },
  { label: 'Harga', className: 'text-right' },
  { label: 'Status' },
  { label: 'Dibuat', className: 'hidden lg:table-cell' },
  { label: 'Aksi', className: 'text-right' },
];
const FILTER_KEYS = ['search', 'status', 'category', 'tenantId', 'revision'] as const;
const REVISION_OPTIONS = [{ value: 'pending', label: REVISION_MESSAGES.pending }];
const STATUS_OPTIONS = MENU_STATUSES.map((s) => ({ value: s, label: MENU_STATUS_LABELS[s] }));
const CATEGORY_OPTIONS = MENU_CATEGORIES.map((c) => ({ value: c, label: MENU_CATEGORY_LABELS[c] }));

export function AllMenusView() {
  const role = useCurrentRole();
  const { values, page, update } = useListParams(FILTER_KEYS);
  const [search, setSearch] = useSearchDraft(values.search, (v) => update({ search: v }));
  const list = useApiQuery<ListResponse<Menu>>(
    withQuery('/menus', {
      page,
      limit: PAGE_SIZE,
      search: values.search,
      status: values.status,
      category: values.category,
      tenantId: values.tenantId,
      revision: values.revision,
    }),
  );
  const tenants = useApiQuery<ListResponse<Tenant>>(can(role, 'tenants.read') ? '/tenants?limit=100&sortBy=name&sortOrder=asc' : null);
  const tenantOptions = React.useMemo(() => (tenants.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name })), [tenants.data]);
  const [reviewing, setReviewing] = React.useState<Menu | null>(null);
  const { user: me } = useAuth();
  const actor = me && role ? { id: Number(me.id), role } : null;
  // Menu rows carry no owner: the tenant list (a reviewer always reads tenants) gives each tenant's owner.
  const tenantOwners = React.useMemo(() => new Map((tenants.data?.data ?? []).map((t) => [t.id, t.ownerId])), [tenants.data]);

  const menus = list.data?.data ?? [];
  const meta = list.data?.meta;

  return (
    <div className="space-y-6">
      <PageHeader title="Semua Menu" description="Tinjau dan kelola menu dari seluruh tenant." />

      <FilterBar className="grid gap-3 md:grid-cols-2 xl:grid-cols-[1fr_11rem_11rem_12rem_13rem]">
        <SearchInput id="menus-search" label="Cari menu" placeholder="Cari nama, deskripsi, atau bahan..." value={search} onChange={setSearch} />
        <FilterSelect
          id="menus-status-filter"
          label="Filter status"
          value={values.status}
          onChange={(v) => update({ status: v })}
          allLabel="Semua Status"
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          id="menus-category-filter"
          label="Filter kategori"
          value={values.category}
          onChange={(v) => update({ category: v })}
          allLabel="Semua Kategori"
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          id="menus-tenant-filter"
          label="Filter tenant"
          value={values.tenantId}
          onChange={(v) => update({ tenantId: v })}
          allLabel="Semua Tenant"
          options={tenantOptions}
        />
        <FilterSelect
          id="menus-revision-filter"
          label="Filter perubahan"
          value={values.revision}
          onChange={(v) => update({ revision: v })}
          allLabel="Semua Perubahan"
          options={REVISION_OPTIONS}
        />
      </FilterBar>

      <ListStates
        query={list}
        errorMessage="Gagal memuat data menu"
        loadingLabel="Memuat data menu..."
        isEmpty={menus.length === 0}
        empty={<EmptyState icon={UtensilsCrossedIcon} title="Menu Tidak Ditemukan" description="Coba ubah kata kunci atau filter." />}
      >
        <DataTable caption="Daftar menu" columns={COLUMNS} busy={list.loading}>
          {menus.map((menu) => (
            <TableRow key={menu.id} data-testid={`menu-row-${menu.id}`}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <MenuImage src={menu.imageUrl ?? menu.image} alt="" className="size-10 shrink-0 rounded-md" />
                  <span className="font-medium">{menu.name}</span>
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{menu.tenant?.name ?? '-'}</TableCell>
              <TableCell className="hidden md:table-cell">{categoryLabel(menu.category)}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">{formatIDR(menu.price)}</TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-1">
                  <MenuStatusBadge status={menu.status} />
                  {menu.revision && (
                    <Badge variant={menu.revision.state === 'pending' ? 'warning' : 'destructive'} data-testid="menu-revision-badge">
                      {revisionLabel(menu.revision.state)}
                    </Badge>
                  )}
                </div>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDate(menu.createdAt)}</TableCell>
              <TableCell className="text-right">
                <Button type="button" variant="outline" size="sm" onClick={() => setReviewing(menu)} aria-label={`Tinjau ${menu.name}`}>
                  <EyeIcon aria-hidden="true" />
                  Tinjau
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      </ListStates>

      {meta && <Pagination page={meta.page} limit={meta.limit} total={meta.total} totalPages={meta.totalPages} onPageChange={(p) => update({ page: p })} />}

      <MenuReviewDialog
        menu={reviewing}
        onOpenChange={(open) => !open && setReviewing(null)}
        canApprove={!!reviewing && canDo(actor, 'menus.review', { ownerId: tenantOwners.get(reviewing.tenantId) ?? null, createdBy: reviewing.createdBy })}
        canUpdate={canDo(actor, 'menus.update')}
        onChanged={(updated) => {
          updateListRow(list, updated.id, (m) => ({ ...m, ...updated }));
          setReviewing(null);
        }}
      />
    </div>
  );
}
