'use client';
// Reports: charts of GET /reports/summary (tenants by status and type, menus by category, registrations over 30 days)
// and spreadsheet exports (GET /reports/export as a Blob, saved as CSV or XLSX).
import * as React from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DownloadIcon, FileSpreadsheetIcon, StarIcon, StoreIcon, UserPlusIcon, UsersIcon, UtensilsCrossedIcon } from 'lucide-react';
import { apiClient, messageOf, saveBlob } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { ReportSummary } from '@/components/dashboard/api-types';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { SelectField } from '@/components/dashboard/select-field';
import { StatCard } from '@/components/dashboard/stat-card';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, TENANT_STATUSES, TENANT_TYPES, TENANT_TYPE_LABELS } from '@/lib/constants';
import { formatAverageRating, formatNumber } from '@/lib/format';
import { TENANT_STATUS_LABELS, TENANT_STATUS_SHORT_LABELS } from '@/lib/status';
import { ChartCard } from './chart-card';

const STATUS_COLORS: Record<string, string> = {
  pending_approval: '#b45309',
  active: '#15803d',
  suspended: '#b91c1c',
  inactive: '#57534e',
  rejected: '#7f1d1d',
};
const PRIMARY = '#b42318';
const SECONDARY = '#1d4ed8';

const ENTITY_OPTIONS = [
  { value: 'tenants', label: 'Tenant' },
  { value: 'menus', label: 'Menu' },
  { value: 'users', label: 'Pengguna' },
] as const;

function jakartaToday(): string {
  return new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);
}

function shortDate(iso: string): string {
  const [, m, d] = iso.split('-');
  return `${d}/${m}`;
}

export function ReportsView() {
  const summary = useApiQuery<ReportSummary>('/reports/summary');
  const s = summary.data;

  return (
    <div className="space-y-6">
      <PageHeader title="Laporan" description="Ringkasan data platform dan ekspor spreadsheet." />

      <ExportCard />

      {summary.error && !summary.loading ? (
        <LoadError message="Gagal memuat laporan" onRetry={summary.reload} />
      ) : !s ? (
        <TableSkeleton rows={6} label="Memuat laporan..." />
      ) : (
        <>
          <section aria-label="Ringkasan" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
            <StatCard
              label="Total Tenant"
              value={formatNumber(s.totals.tenants)}
              hint={`${formatNumber(s.listedTenants)} tampil di publik (aktif dengan menu aktif)`}
              icon={StoreIcon}
            />
            <StatCard label="Total Menu" value={formatNumber(s.totals.menus)} icon={UtensilsCrossedIcon} tone="info" />
            <StatCard label="Total Pengguna" value={formatNumber(s.totals.users)} icon={UsersIcon} tone="success" />
            <StatCard
              label="Pengguna Baru"
              value={formatNumber(s.newUsers.last7Days)}
              hint={`${formatNumber(s.newUsers.last30Days)} dalam 30 hari`}
              icon={UserPlusIcon}
              tone="info"
            />
            <StatCard
              label="Rata-rata Rating"
              value={formatAverageRating(s.averageRating)}
              hint={`Dari ${formatNumber(s.ratedTenants)} tenant`}
              icon={StarIcon}
              tone="warning"
            />
          </section>
          <Charts summary={s} />
        </>
      )}
    </div>
  );
}

function Charts({ summary }: { summary: ReportSummary }) {
  const byStatus = TENANT_STATUSES.map((status) => ({
    key: status,
    label: TENANT_STATUS_SHORT_LABELS[status],
    fullLabel: TENANT_STATUS_LABELS[status],
    value: summary.tenantsByStatus[status] ?? 0,
  }));
  const byType = TENANT_TYPES.map((type) => ({ key: type, label: TENANT_TYPE_LABELS[type], value: summary.tenantsByType[type] ?? 0 }));
  const byCategory = MENU_CATEGORIES.map((c) => ({ key: c, label: MENU_CATEGORY_LABELS[c], value: summary.menusByCategory[c] ?? 0 }));
  const registrations = summary.registrationsPerDay.map((d) => ({ ...d, label: shortDate(d.date) }));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard title="Tenant per Status" table={{ columns: ['Status', 'Jumlah'], rows: byStatus.map((d) => [d.fullLabel, d.value]) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={byStatus} margin={{ top: 8, right: 8, left: -16, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="value" name="Tenant" radius={[4, 4, 0, 0]}>
              {byStatus.map((d) => (
                <Cell key={d.key} fill={STATUS_COLORS[d.key] ?? PRIMARY} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard title="Tenant per Tipe" table={{ columns: ['Tipe', 'Jumlah'], rows: byType.map((d) => [d.label, d.value]) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={byType} margin={{ top: 8, right: 8, left: -16, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="value" name="Tenant" fill={PRIMARY} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard title="Menu per Kategori" table={{ columns: ['Kategori', 'Jumlah'], rows: byCategory.map((d) => [d.label, d.value]) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={byCategory} layout="vertical" margin={{ top: 8, right: 16, left: 24, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="value" name="Menu" fill={SECONDARY} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Pendaftaran 30 Hari Terakhir"
        table={{ columns: ['Tanggal', 'Pengguna', 'Tenant'], rows: registrations.map((d) => [d.date, d.users, d.tenants]) }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={registrations} margin={{ top: 8, right: 16, left: -16, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={4} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Line isAnimationActive={false} type="monotone" dataKey="users" name="Pengguna" stroke={SECONDARY} strokeWidth={2} dot={false} />
            <Line isAnimationActive={false} type="monotone" dataKey="tenants" name="Tenant" stroke={PRIMARY} strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>
            <h2>Pengguna per Role</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {summary.usersByRole.map((r) => (
              <li key={r.roleId} className="flex items-center justify-between rounded-md border px-3 py-2 text-sm">
                <span>{r.name}</span>
                <span className="font-semibold tabular-nums">{formatNumber(r.count)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function ExportCard() {
  const { toast } = useToast();
  const [entity, setEntity] = React.useState<string>('tenants');
  const [pending, setPending] = React.useState<'csv' | 'xlsx' | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setPending(format);
    setError(null);
    try {
      const blob = await apiClient.get<Blob>(`/reports/export?format=${format}&entity=${entity}`);
      if (!(blob instanceof Blob)) throw new Error('Respons ekspor bukan berkas');
      saveBlob(blob, `laporan-${entity}-${jakartaToday()}.${format}`);
      toast({ variant: 'success', description: `Laporan ${format.toUpperCase()} berhasil diunduh` });
    } catch (err) {
      console.error('Gagal mengekspor laporan', err);
      setError(messageOf(err, 'Gagal mengunduh laporan. Silakan coba lagi.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <FileSpreadsheetIcon aria-hidden="true" className="size-5" />
            Ekspor Data
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">Unduh data sebagai spreadsheet CSV atau Excel (XLSX).</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField id="export-entity" label="Data yang diekspor" value={entity} onChange={setEntity} options={ENTITY_OPTIONS} className="sm:w-56" />
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={() => download('csv')} disabled={pending !== null}>
              {pending === 'csv' ? <Spinner size="sm" label="Mengunduh..." /> : <DownloadIcon aria-hidden="true" />}
              Unduh CSV
            </Button>
            <Button type="button" onClick={() => download('xlsx')} disabled={pending !== null}>
              {pending === 'xlsx' ? <Spinner size="sm" label="Mengunduh..." className="[&_svg]:text-current" /> : <DownloadIcon aria-hidden="true" />}
              Unduh XLSX
            </Button>
          </div>
        </div>
        <AlertBanner message={error} onDismiss={() => setError(null)} />
      </CardContent>
    </Card>
  );
}
