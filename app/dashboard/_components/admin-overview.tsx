'use client';
// Admin dashboard (spec section 2): counts and stat cards from GET /reports/summary, the newest 4 tenants and 4 menus,
// 'Total Roles' fixed at 4, fixed percentage texts, average rating to one decimal, new users of the last 7 days.
import Link from 'next/link';
import { HourglassIcon, ShieldCheckIcon, StarIcon, StoreIcon, UserPlusIcon, UsersIcon, UtensilsCrossedIcon, CircleCheckIcon } from 'lucide-react';
import type { ListResponse, Menu, ReportSummary, Tenant } from '@/components/dashboard/api-types';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { StatCard } from '@/components/dashboard/stat-card';
import { MenuStatusBadge, TenantStatusBadge } from '@/components/dashboard/status-badge';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LIMITS, TENANT_TYPE_LABELS } from '@/lib/constants';
import { formatAverageRating, formatIDR, formatNumber, formatRelativeTime } from '@/lib/format';
import { useAuth } from '@/lib/auth/use-auth';

/** The spec fixes the 'Total Roles' card at 4 and the percentage texts of the stat cards. */
const TOTAL_ROLES = 4;
const CHANGES = { tenants: '+12% dari bulan lalu', menus: '+8% dari bulan lalu', users: '+5% dari bulan lalu', roles: 'Tidak ada perubahan' } as const;

export function AdminOverview() {
  const { user } = useAuth();
  const summary = useApiQuery<ReportSummary>('/reports/summary');
  const tenants = useApiQuery<ListResponse<Tenant>>(`/tenants?sortBy=createdAt&sortOrder=desc&limit=${LIMITS.dashboardNewest}`);
  const menus = useApiQuery<ListResponse<Menu>>(`/menus?limit=${LIMITS.dashboardNewest}`);
  const s = summary.data;
  const value = (n: number | undefined) => (s ? formatNumber(n ?? 0) : <Skeleton className="h-7 w-12" />);

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={`Selamat datang kembali, ${user?.name ?? ''}. Berikut ringkasan platform hari ini.`} />

      {!!summary.error && !summary.loading && <LoadError message="Gagal memuat ringkasan" onRetry={summary.reload} />}

      <section aria-label="Statistik utama" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Tenant" value={value(s?.totals.tenants)} hint={CHANGES.tenants} icon={StoreIcon} testId="stat-total-tenants" />
        <StatCard label="Total Menu" value={value(s?.totals.menus)} hint={CHANGES.menus} icon={UtensilsCrossedIcon} tone="info" testId="stat-total-menus" />
        <StatCard label="Total Pengguna" value={value(s?.totals.users)} hint={CHANGES.users} icon={UsersIcon} tone="success" testId="stat-total-users" />
        <StatCard label="Total Roles" value={TOTAL_ROLES} hint={CHANGES.roles} icon={ShieldCheckIcon} tone="warning" testId="stat-total-roles" />
      </section>

      <section aria-label="Statistik tambahan" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {/* Counted like /tenant: active with an active menu (an active tenant without one is not public). */}
        <StatCard
          label="Tenant Aktif"
          value={value(s?.listedTenants)}
          hint={s ? activeHint(s.tenantsByStatus.active - s.listedTenants) : undefined}
          icon={CircleCheckIcon}
          tone="success"
          testId="stat-active-tenants"
        />
        <StatCard
          label="Menunggu Persetujuan"
          value={value(s ? s.tenantsByStatus.pending_approval : undefined)}
          hint={s ? pendingHint(s) : undefined}
          icon={HourglassIcon}
          tone="warning"
          testId="stat-pending-tenants"
        />
        <StatCard
          label="Rata-rata Rating"
          value={s ? formatAverageRating(s.averageRating) : <Skeleton className="h-7 w-12" />}
          hint={s ? `Dari ${formatNumber(s.ratedTenants)} tenant` : undefined}
          icon={StarIcon}
          tone="warning"
          testId="stat-average-rating"
        />
        <StatCard label="Pengguna Baru" value={value(s?.newUsers.last7Days)} hint="7 hari terakhir" icon={UserPlusIcon} tone="info" testId="stat-new-users" />
      </section>

      {/* min-w-0: a long tenant or menu name is cut with an ellipsis instead of widening the column past the phone */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h2>Tenant Terbaru</h2>
            </CardTitle>
            <Link href="/dashboard/tenants" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
              Lihat semua
            </Link>
          </CardHeader>
          <CardContent>
            {tenants.error && !tenants.loading ? (
              <LoadError message="Gagal memuat data tenant" onRetry={tenants.reload} />
            ) : !tenants.data ? (
              <ListSkeleton />
            ) : tenants.data.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">Belum ada tenant</p>
            ) : (
              <ul className="divide-y" data-testid="newest-tenants">
                {tenants.data.data.map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{t.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {TENANT_TYPE_LABELS[t.type] ?? t.type} · {t.city} · {formatRelativeTime(t.createdAt)}
                      </p>
                    </div>
                    <TenantStatusBadge status={t.status} spelling="admin" />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h2>Menu Terbaru</h2>
            </CardTitle>
            <Link href="/dashboard/menus" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
              Lihat semua
            </Link>
          </CardHeader>
          <CardContent>
            {menus.error && !menus.loading ? (
              <LoadError message="Gagal memuat data menu" onRetry={menus.reload} />
            ) : !menus.data ? (
              <ListSkeleton />
            ) : menus.data.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">Belum ada menu</p>
            ) : (
              <ul className="divide-y" data-testid="newest-menus">
                {menus.data.data.map((m) => (
                  <li key={m.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{m.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {m.tenant?.name ?? '-'} · {formatIDR(m.price)} · {formatRelativeTime(m.createdAt)}
                      </p>
                    </div>
                    <MenuStatusBadge status={m.status} spelling="admin" />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Memuat...</span>
      {Array.from({ length: LIMITS.dashboardNewest }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The active tenants the public does not see yet (no active menu), next to the figure that matches /tenant. */
function activeHint(withoutMenu: number): string {
  return withoutMenu > 0 ? `Tampil di publik; ${formatNumber(withoutMenu)} aktif tanpa menu aktif` : 'Tampil di publik';
}

/** Pending menus, and the changes of approved tenants and menus waiting for review. */
function pendingHint(s: ReportSummary): string {
  const revisions = s.pendingRevisions.tenants + s.pendingRevisions.menus;
  const menus = `${formatNumber(s.menusByStatus.pending_approval)} menu menunggu persetujuan`;
  return revisions > 0 ? `${menus}; ${formatNumber(revisions)} perubahan menunggu` : menus;
}
