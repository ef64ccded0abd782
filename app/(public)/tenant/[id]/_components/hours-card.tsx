// Opening hours per day (WIB), today highlighted.
import type { PublicTenant } from '@/db/queries/public';
import { hasOperatingHours, jakartaClock, weeklyHours } from '@/lib/opening-hours';
import { Icon } from '@/components/public/icon';

export function HoursCard({ tenant, now }: { tenant: PublicTenant; now: Date }) {
  const rows = weeklyHours(tenant.operatingHours);
  const today = jakartaClock(now).day;
  return (
    <section aria-labelledby="jam-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="jam-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="clock" className="size-5 text-primary" />
        Jam Operasional
      </h2>
      {hasOperatingHours(tenant.operatingHours) ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Jam operasional per hari (WIB)</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Hari</th>
              <th scope="col">Jam</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isToday = row.day === today;
              return (
                <tr key={row.day} className={isToday ? 'bg-accent font-semibold' : undefined} aria-current={isToday ? 'date' : undefined}>
                  <th scope="row" className="rounded-l-md py-1.5 pl-2 text-left font-medium">
                    {row.label}
                    {isToday && <span className="ml-2 text-xs font-normal text-accent-foreground">(hari ini)</span>}
                  </th>
                  <td className={`rounded-r-md py-1.5 pr-2 text-right tabular-nums ${row.shifts.length === 0 ? 'text-muted-foreground' : ''}`}>{row.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">Jam operasional belum diisi.</p>
      )}
      <p className="mt-3 text-xs text-muted-foreground">Waktu Indonesia Barat (WIB).</p>
    </section>
  );
}
