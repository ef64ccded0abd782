'use client';
// 'Manajemen Role & Permission': roles with user counts, create/edit with the permission picker, delete after
// confirmation; system roles are labelled 'cannot be deleted' and their delete button is disabled.
import * as React from 'react';
import { LockIcon, PencilIcon, PlusIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Role, RoleListResponse } from '@/components/dashboard/api-types';
import { DeleteRowDialog } from '@/components/dashboard/delete-row-dialog';
import { RefusalReason } from '@/components/dashboard/refusal-reason';
import { EmptyState } from '@/components/dashboard/empty-state';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { SearchInput } from '@/components/dashboard/search-input';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { useListParams, useSearchDraft } from '@/components/dashboard/use-list-params';
import { RoleFormDialog } from '@/components/roles/role-form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { canWriteRoles, roleLabel } from '@/lib/auth/permissions';
import { formatNumber } from '@/lib/format';
import { roleMessages } from '@/lib/validations/role';

const FILTER_KEYS = ['search'] as const;

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
            <Button
              type="button"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <PlusIcon aria-hidden="true" />
              Tambah Role
            </Button>
          )
        }
      />

      <AlertBanner message={alert} onDismiss={() => setAlert(null)} />

      <Card className="gap-4 py-4">
        <CardContent className="px-4">
          <SearchInput id="roles-search" label="Cari role" placeholder="Cari nama atau kode role..." value={search} onChange={setSearch} />
        </CardContent>
      </Card>

      {list.error && !list.loading ? (
        <LoadError message={roleMessages.loadFailed} onRetry={list.reload} />
      ) : !list.data ? (
        <TableSkeleton label="Memuat data role..." />
      ) : roles.length === 0 ? (
        <EmptyState icon={ShieldCheckIcon} title={roleMessages.empty} />
      ) : (
        <Card className="gap-0 py-0" aria-busy={list.loading}>
          <Table>
            <caption className="sr-only">Daftar role</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Role</TableHead>
                <TableHead>Kode</TableHead>
                <TableHead className="text-right">Permission</TableHead>
                <TableHead className="text-right">Pengguna</TableHead>
                <TableHead className="text-right">Aksi</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {roles.map((role) => (
                <TableRow key={role.id} data-testid={`role-row-${role.code}`}>
                  <TableCell className="max-w-md whitespace-normal">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{role.name}</span>
                      {roleLabel(role.code) === 'Custom' && <Badge variant="info">Custom</Badge>}
                      {role.isSystem && (
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
                    <div className="flex justify-end gap-1">
                      {canWriteRoles(me, 'update') && (
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${role.name}`}
                          onClick={() => {
                            setEditing(role);
                            setFormOpen(true);
                          }}
                        >
                          <PencilIcon aria-hidden="true" />
                        </Button>
                      )}
                      {canWriteRoles(me, 'delete') && (
                        <RefusalReason reason={role.isSystem ? 'Role sistem tidak dapat dihapus' : null}>
                          {(describedBy) => (
                            <Button
                              type="button"
                              variant="ghost"
                              size="icon"
                              className="text-destructive hover:text-destructive"
                              aria-label={`Hapus ${role.name}`}
                              aria-describedby={describedBy}
                              disabled={role.isSystem}
                              onClick={() => setDeleting(role)}
                            >
                              <Trash2Icon aria-hidden="true" />
                            </Button>
                          )}
                        </RefusalReason>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

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
