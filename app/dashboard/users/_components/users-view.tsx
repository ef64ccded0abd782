'use client';
// 'Manajemen Pengguna': server-paginated user list with role filter and search, create/edit modal, status toggle, delete.
import * as React from 'react';
import { PencilIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { apiClient, messageOf } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { ListResponse, RoleListResponse, User } from '@/components/dashboard/api-types';
import { DeleteRowDialog } from '@/components/dashboard/delete-row-dialog';
import { EmptyState } from '@/components/dashboard/empty-state';
import { FilterSelect } from '@/components/dashboard/filter-select';
import { AddButton, DataTable, FilterBar, ListStates, type Column } from '@/components/dashboard/list-view';
import { PageHeader } from '@/components/dashboard/page-header';
import { Pagination } from '@/components/dashboard/pagination';
import { SearchInput } from '@/components/dashboard/search-input';
import { UserStatusBadge } from '@/components/dashboard/status-badge';
import { updateListRow, useApiQuery, withQuery } from '@/components/dashboard/use-api-query';
import { useListParams, useSearchDraft } from '@/components/dashboard/use-list-params';
import { RefusalReason } from '@/components/dashboard/refusal-reason';
import { RowActionButton, RowActions } from '@/components/dashboard/row-action-button';
import { UserFormDialog } from '@/components/users/user-form-dialog';
import { assignableRoles, userRowRefusal, type KnownRole } from '@/components/users/user-row-policy';
import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { TableCell, TableRow } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { SYSTEM_ROLE_CODES, can, roleLabel } from '@/lib/auth/permissions';
import { useAuth } from '@/lib/auth/use-auth';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { formatDate, formatLastLogin } from '@/lib/format';
import { userMessages } from '@/lib/validations/user';

const PAGE_SIZE = 10;
const FILTER_KEYS = ['search', 'role'] as const;
const ROLE_FILTER_OPTIONS = SYSTEM_ROLE_CODES.map((code) => ({ value: code, label: roleLabel(code) }));
const COLUMNS: Column[] = [
  { label: 'Nama' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Login Terakhir', className: 'hidden md:table-cell' },
  { label: 'Terdaftar', className: 'hidden lg:table-cell' },
  { label: 'Aksi', className: 'text-right' },
];

export function UsersView() {
  const { user: me } = useAuth();
  const role = useCurrentRole();
  const { toast } = useToast();
  const { values, page, update } = useListParams(FILTER_KEYS);
  const [search, setSearch] = useSearchDraft(values.search, (v) => update({ search: v }));

  const list = useApiQuery<ListResponse<User>>(withQuery('/users', { page, limit: PAGE_SIZE, search: values.search, role: values.role }));
  const roles = useApiQuery<RoleListResponse>(can(role, 'roles.read') ? '/roles' : null);

  const [formOpen, setFormOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<User | null>(null);
  const [deleting, setDeleting] = React.useState<User | null>(null);
  const [pendingStatus, setPendingStatus] = React.useState<number | null>(null);
  const [alert, setAlert] = React.useState<string | null>(null);

  const users = list.data?.data ?? [];
  const meta = list.data?.meta;
  // The actor as the API's policy sees it; the row controls and the role select follow the same rules.
  const actor = React.useMemo(() => (me && role ? { id: Number(me.id), role: { ...role, id: me.role.id } as KnownRole } : null), [me, role]);
  const roleList = roles.data?.data;
  const refusal = (u: User, action: 'status' | 'edit' | 'delete') => (actor ? userRowRefusal(actor, u, action, roleList) : 'Memuat sesi...');
  const offeredRoles = React.useMemo(() => (actor && roleList ? assignableRoles(actor, roleList) : undefined), [actor, roleList]);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (u: User) => {
    setEditing(u);
    setFormOpen(true);
  };

  const toggleStatus = async (u: User, active: boolean) => {
    setAlert(null);
    setPendingStatus(u.id);
    try {
      const status = active ? 'active' : 'inactive';
      const saved = await apiClient.patch<User>(`/users/${u.id}/status`, { status });
      updateListRow(list, u.id, (row) => ({ ...row, ...saved, status: saved?.status ?? status }));
      toast({ variant: 'success', description: active ? `${u.name} diaktifkan` : `${u.name} dinonaktifkan` });
    } catch (error) {
      console.error('Gagal mengubah status pengguna', error);
      setAlert(messageOf(error, userMessages.statusFailed));
    } finally {
      setPendingStatus(null);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manajemen Pengguna"
        description="Kelola akun pengguna, role, dan status aksesnya."
        actions={can(role, 'users.create') && <AddButton label="Tambah Pengguna" onClick={openCreate} />}
      />

      <AlertBanner message={alert} onDismiss={() => setAlert(null)} />

      <FilterBar className="flex flex-col gap-3 sm:flex-row">
        <SearchInput id="users-search" label="Cari pengguna" placeholder="Cari nama atau email..." value={search} onChange={setSearch} className="flex-1" />
        <FilterSelect
          id="users-role-filter"
          label="Filter role"
          value={values.role}
          onChange={(v) => update({ role: v })}
          allLabel="Semua Role"
          options={ROLE_FILTER_OPTIONS}
          className="sm:w-52"
        />
      </FilterBar>

      <ListStates
        query={list}
        errorMessage={userMessages.loadFailed}
        loadingLabel="Memuat data pengguna..."
        isEmpty={users.length === 0}
        empty={<EmptyState icon={UsersIcon} title={userMessages.empty} description="Coba ubah kata kunci atau filter role." />}
      >
        <DataTable caption="Daftar pengguna" columns={COLUMNS} busy={list.loading}>
          {users.map((u) => {
            const statusRefusal = refusal(u, 'status');
            const editRefusal = refusal(u, 'edit');
            const deleteRefusal = refusal(u, 'delete');
            return (
              <TableRow key={u.id} data-testid={`user-row-${u.id}`}>
                <TableCell>
                  <div className="font-medium">{u.name}</div>
                  <div className="text-xs text-muted-foreground">{u.email}</div>
                  {/* The last login's own column is hidden on a phone: the card says it under the email. */}
                  <div className="text-xs text-muted-foreground md:hidden" data-testid="user-last-login">
                    Login Terakhir: {formatLastLogin(u.lastLoginAt)}
                  </div>
                </TableCell>
                <TableCell>
                  <Badge variant="outline">{u.role?.name ?? roleLabel(u.role?.code)}</Badge>
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    <RefusalReason reason={statusRefusal}>
                      {(describedBy) => (
                        <Switch
                          checked={u.status === 'active'}
                          onCheckedChange={(checked) => toggleStatus(u, checked)}
                          disabled={statusRefusal !== null || pendingStatus === u.id}
                          aria-describedby={describedBy}
                          aria-label={`Status aktif ${u.name}`}
                        />
                      )}
                    </RefusalReason>
                    <UserStatusBadge status={u.status} />
                  </div>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell">{formatLastLogin(u.lastLoginAt)}</TableCell>
                <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDate(u.createdAt)}</TableCell>
                <TableCell>
                  <RowActions>
                    {can(role, 'users.update') && (
                      <RowActionButton label={`Edit ${u.name}`} icon={PencilIcon} refusal={editRefusal} onClick={() => openEdit(u)} />
                    )}
                    {can(role, 'users.delete') && (
                      <RowActionButton label={`Hapus ${u.name}`} icon={Trash2Icon} refusal={deleteRefusal} destructive onClick={() => setDeleting(u)} />
                    )}
                  </RowActions>
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      </ListStates>

      {meta && <Pagination page={meta.page} limit={meta.limit} total={meta.total} totalPages={meta.totalPages} onPageChange={(p) => update({ page: p })} />}

      <UserFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        user={editing}
        roles={offeredRoles}
        rolesLoading={roles.loading}
        onSaved={(_, mode) => {
          setFormOpen(false);
          if (mode === 'create' && page !== 1) update({ page: 1 });
          else list.reload();
        }}
      />

      <DeleteRowDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        noun="pengguna"
        title="Pengguna"
        path="/users"
        failedMessage={userMessages.deleteFailed}
        onAlert={setAlert}
        onDeleted={() => (users.length === 1 && page > 1 ? update({ page: page - 1 }) : list.reload())}
      />
    </div>
  );
}
