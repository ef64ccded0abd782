'use client';
// The signed-in user's profile (user menu 'Profil'): read fresh from GET /auth/me.
import Link from 'next/link';
import { CalendarIcon, ClockIcon, MailIcon, PhoneIcon, ShieldCheckIcon } from 'lucide-react';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { UserStatusBadge } from '@/components/dashboard/status-badge';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ACTION_LABELS, AREA_LABELS, canOpenPage, roleLabel, type PermissionArea } from '@/lib/auth/permissions';
import { formatDate, formatLastLogin } from '@/lib/format';
import type { UserStatus } from '@/lib/constants';

interface Me {
  user: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    status: UserStatus;
    role: { id: number; name: string; code: string; permissions: string[] };
    lastLoginAt: string | null;
    createdAt: string;
  };
}

function permissionLabel(permission: string): string {
  const [area, action] = permission.split('.') as [PermissionArea, string];
  return `${AREA_LABELS[area] ?? area}: ${ACTION_LABELS[action] ?? action}`;
}

export function ProfileView() {
  const me = useApiQuery<Me>('/auth/me');
  const role = useCurrentRole();
  const user = me.data?.user;

  return (
    <div className="space-y-6">
      <PageHeader title="Profil" description="Informasi akun Anda." />
      {me.error && !me.loading ? (
        <LoadError message="Gagal memuat profil" onRetry={me.reload} />
      ) : !user ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Memuat profil..." />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr] [&>*]:min-w-0">
          <Card>
            <CardHeader className="flex flex-row items-center gap-4">
              <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {user.name
                  .split(/\s+/)
                  .slice(0, 2)
                  .map((p) => p[0]?.toUpperCase())
                  .join('')}
              </span>
              <div className="min-w-0">
                <CardTitle>
                  <h2 className="truncate text-lg">{user.name}</h2>
                </CardTitle>
                <p className="break-words text-sm text-muted-foreground">{user.role.name}</p>
              </div>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm">
                <div className="flex items-center gap-2">
                  <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <dt className="sr-only">Email</dt>
                  <dd className="min-w-0 break-all">{user.email}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <PhoneIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  <dt className="sr-only">Telepon</dt>
                  <dd>{user.phone ?? '-'}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <dt className="sr-only">Role</dt>
                  <dd className="min-w-0 break-words">
                    {user.role.name} ({roleLabel(user.role.code)})
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt className="text-muted-foreground">Status:</dt>
                  <dd>
                    <UserStatusBadge status={user.status} />
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <ClockIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  <dt className="text-muted-foreground">Login terakhir:</dt>
                  <dd>{formatLastLogin(user.lastLoginAt)}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <CalendarIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  <dt className="text-muted-foreground">Terdaftar:</dt>
                  <dd>{formatDate(user.createdAt)}</dd>
                </div>
              </dl>
              {canOpenPage(role, 'settings') && (
                <Link href="/dashboard/settings" className="mt-4 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline">
                  Buka pengaturan situs
                </Link>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Hak Akses</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {user.role.permissions.length === 0 ? (
                <p className="text-sm text-muted-foreground">Role Anda belum memiliki permission.</p>
              ) : (
                <ul className="flex flex-wrap gap-2" aria-label="Daftar permission">
                  {user.role.permissions.map((p) => (
                    <li key={p}>
                      <Badge variant="outline" title={p}>
                        {permissionLabel(p)}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
