'use client';
// 'Manajemen Role & Permission': roles with user counts, create/edit with the permission picker, delete after
// confirmation; system roles are labelled 'cannot be deleted' and their delete button is disabled.
import * as React from 'react';
import { LockIcon, PencilIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Role, RoleListResponse } from '@/components/dashboard/api-types';
import { DeleteRowDialog } from '@/components/dashboard/delete-row-dialog';
import { EmptyState } from '@/components/dashboard/empty-state';
import { AddButton, DataTable, FilterBar, ListStates, type Column } from '@/components/dashboard/list-view';
import { PageHeader } from '@/components/dashboard/page-header';
import { SearchInput } from '@/components/dashboard/search-input';
import { RowActionButton, RowActions } from '@/components/dashboard/row-action-button';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { useListParams, useSearchDraft } from '@/components/dashboard/use-list-params';
import { RoleFormDialog } from '@/components/roles/role-form-dialog';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { canWriteRoles, isUndeletableRole, roleLabel } from '@/lib/auth/permissions';
import { formatNumber } from '@/lib/format';
import { roleMessages } from '@/lib/validations/role';

const FILTER_KEYS = ['search'] as const;
const COLUMNS: Column[] = [
  { label: 'Role' },
  { label: 'Kode' },
  { label: 'Permission', className: 'text-right' },
  { label: 'Pengguna', className: 'text-right' },
  { label: 'Aksi', className: 'text-right' },
];

export function RolesView() {
  const me = useCurrentRole();
  const { values, update } = useListParams(FILTER_KEYS);
  const [search, setSearch] = useSearchDraft(values.search, (v) => update({ search: v }));
  const list = useApiQuery<RoleListResponse>('/roles');
  const [formOpen, setFormOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<Role | null>(null);
  const [deleting, setDeleting] = React.useState<Role | null>(null);
  const [alert, setAlert] = React.useState<string | null>(null);

  const term = values.search.trim().toLowerCase();
  const roles = (list.data?.data ?? []).filter(
    (r) => !term || r.name.toLowerCase().includes(term) || r.code.toLowerCase().includes(term) || r.description.toLowerCase().includes(term),
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manajemen Role & Permission"
        description="Atur role dan hak akses setiap pengguna."
        actions={
          canWriteRoles(me, 'create') && (
            <AddButton
              label="Tambah Role"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            />
          )
        }
      />

      <AlertBanner message={alert} onDismiss={() => setAlert(null)} />

      <FilterBar>
        <SearchInput id="roles-search" label="Cari role" placeholder="Cari nama atau kode role..." value={search} onChange={setSearch} />
      </FilterBar>

      <ListStates
        query={list}
        errorMessage={roleMessages.loadFailed}
        loadingLabel="Memuat data role..."
        isEmpty={roles.length === 0}
        empty={<EmptyState icon={ShieldCheckIcon} title={roleMessages.empty} />}
      >
        <DataTable caption="Daftar role" columns={COLUMNS} busy={list.loading}>
          {roles.map((role) => (
            <TableRow key={role.id} data-testid={`role-row-${role.code}`}>
              <TableCell className="max-w-md whitespace-normal">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{role.name}</span>
                  {roleLabel(role.code) === 'Custom' && <Badge variant="info">Custom</Badge>}
                  {isUndeletableRole(role) && (
                    <Badge variant="secondary">
                      <LockIcon aria-hidden="true" />
                      {roleMessages.cannotDelete}
                    </Badge>
                  )}
                </div>
                <p className="text-xs text-muted-foreground">{role.description}</p>
              </TableCell>
              <TableCell>
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{role.code}</code>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(role.permissions.length)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(role.userCount)} pengguna</TableCell>
              <TableCell>
                <RowActions>
                  {canWriteRoles(me, 'update') && (
                    <RowActionButton
                      label={`Edit ${role.name}`}
                      icon={PencilIcon}
                      onClick={() => {
                        setEditing(role);
                        setFormOpen(true);
                      }}
                    />
                  )}
                  {canWriteRoles(me, 'delete') && (
                    <RowActionButton
                      label={`Hapus ${role.name}`}
                      icon={Trash2Icon}
                      refusal={isUndeletableRole(role) ? 'Role sistem tidak dapat dihapus' : null}
                      destructive
                      onClick={() => setDeleting(role)}
                    />
                  )}
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      </ListStates>

      <RoleFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        role={editing}
        onSaved={() => {
          setFormOpen(false);
          list.reload();
        }}
      />

      <DeleteRowDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        noun="role"
        title="Role"
        path="/roles"
        failedMessage={roleMessages.deleteFailed}
        onAlert={setAlert}
        onDeleted={list.reload}
      />
    </div>
  );
}
