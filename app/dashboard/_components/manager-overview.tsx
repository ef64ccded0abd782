'use client';
// Manager dashboard (MANAGER and any non-admin role): the caller's own tenant (GET /tenants/my-tenant, 404 = none)
// and its menus (GET /menus/my-menus).
import Link from 'next/link';
import { BanIcon, CircleCheckIcon, HourglassIcon, StoreIcon, UtensilsCrossedIcon } from 'lucide-react';
import type { Menu } from '@/components/dashboard/api-types';
import { EmptyState } from '@/components/dashboard/empty-state';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { RejectionNotice } from '@/components/dashboard/rejection-notice';
import { StatCard } from '@/components/dashboard/stat-card';
import { MenuStatusBadge, TenantStatusBadge } from '@/components/dashboard/status-badge';
import { MY_TENANT_PATH, ownsNoTenant, type MyTenant } from '@/components/dashboard/my-tenant-query';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { can, canOpenPage } from '@/lib/auth/permissions';
import { useAuth } from '@/lib/auth/use-auth';
import { LIMITS, TENANT_TYPE_LABELS } from '@/lib/constants';
import { formatIDR, formatRelativeTime } from '@/lib/format';
import { tenantMessages } from '@/lib/validations/tenant';

export function ManagerOverview() {
  const { user } = useAuth();
  const role = useCurrentRole();
  // Only a role that may own a tenant asks for it; for a custom role the 404 ("none") would be noise.
  const ownsTenants = canOpenPage(role, 'my-tenant');
  const tenant = useApiQuery<MyTenant>(role && ownsTenants ? MY_TENANT_PATH : null);
  const noTenant = !ownsTenants || ownsNoTenant(tenant);
  const hasTenant = !!tenant.data && !tenant.error;
  const menus = useApiQuery<{ data: Menu[] }>(hasTenant && can(role, 'menus.read') ? '/menus/my-menus' : null);
  const list = menus.data?.data ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={`Selamat datang, ${user?.name ?? ''}.`} />

      {tenant.loading && !tenant.data ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Memuat data tenant..." />
        </div>
      ) : noTenant ? (
        <EmptyState
          icon={StoreIcon}
          title="Belum ada tenant"
          description="Buat tenant Anda untuk mulai menjual menu di platform."
          action={
            canOpenPage(role, 'my-tenant') && (
              <Button asChild>
                <Link href="/dashboard/my-tenant">Buat Tenant Sekarang</Link>
              </Button>
            )
          }
        />
      ) : tenant.error || !tenant.data ? (
        <LoadError message={tenantMessages.loadFailed} onRetry={tenant.reload} />
      ) : (
        <>
          <Card>
            <CardHeader className="flex flex-row items-start justify-between gap-3">
              <div className="min-w-0">
                <CardTitle>
                  <h2 className="text-lg">{tenant.data.name}</h2>
                </CardTitle>
                <p className="text-sm text-muted-foreground">
                  {TENANT_TYPE_LABELS[tenant.data.type] ?? tenant.data.type} · {tenant.data.city}, {tenant.data.province}
                </p>
              </div>
              <TenantStatusBadge status={tenant.data.status} />
            </CardHeader>
            <CardContent className="grid gap-3">
              {tenant.data.status === 'rejected' && <RejectionNotice reason={tenant.data.rejectionReason} />}
              {tenant.data.status === 'pending_approval' && <p className="text-sm text-amber-900">Tenant Anda sedang ditinjau admin.</p>}
              {canOpenPage(role, 'my-tenant') && (
                <Link href="/dashboard/my-tenant" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
                  Kelola tenant
                </Link>
              )}
            </CardContent>
          </Card>

          <section aria-label="Statistik menu" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Total Menu" value={list.length} icon={UtensilsCrossedIcon} />
            <StatCard label="Menu Aktif" value={list.filter((m) => m.status === 'active').length} icon={CircleCheckIcon} tone="success" />
            <StatCard label="Menunggu Persetujuan" value={list.filter((m) => m.status === 'pending_approval').length} icon={HourglassIcon} tone="warning" />
            <StatCard label="Ditolak" value={list.filter((m) => m.status === 'rejected').length} icon={BanIcon} tone="danger" />
          </section>

          <Card>
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle>
                <h2>Menu Terbaru</h2>
              </CardTitle>
              {canOpenPage(role, 'my-menus') && (
                <Link href="/dashboard/my-menus" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
                  Kelola menu
                </Link>
              )}
            </CardHeader>
            <CardContent>
              {menus.error && !menus.loading ? (
                <LoadError message="Error memuat menu" onRetry={menus.reload} />
              ) : menus.loading && !menus.data ? (
                <Spinner label="Memuat menu..." />
              ) : list.length === 0 ? (
                <p className="text-sm text-muted-foreground">Belum ada menu</p>
              ) : (
                <ul className="divide-y">
                  {list.slice(0, LIMITS.dashboardNewest).map((m) => (
                    <li key={m.id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium">{m.name}</p>
                        <p className="text-xs text-muted-foreground">
                          {formatIDR(m.price)} · {formatRelativeTime(m.createdAt)}
                        </p>
                      </div>
                      <MenuStatusBadge status={m.status} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
