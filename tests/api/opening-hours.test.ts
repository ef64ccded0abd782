// Issue 12, opening hours: the temporary closure fields (validation, round trip, contract), the "open now" filter of
// the public API and pages, and the Buka/Tutup badge in the server-rendered HTML. The hours chosen make the
// expectations independent of the clock: open around the clock every day, closed every day, or temporarily closed.
import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@/lib/constants';
import { jakartaDate } from '@/lib/opening-hours';
import { BASE_URL, api, createManager, eventually, loginAs, menuBody, tenantBody, uniqueSuffix, reviewerToken } from '../helpers/http';

interface Tenant {
  id: number;
  slug: string;
  name: string;
  temporarilyClosed: boolean;
  reopensOn: string | null;
}

interface List<T> {
  data: T[];
  meta: { total: number };
}

interface Menu {
  id: number;
  tenant: { slug: string; temporarilyClosed: boolean; reopensOn: string | null; operatingHours: unknown };
}

const PAST_MESSAGE = 'Tanggal buka kembali tidak boleh di masa lalu';
const FORMAT_MESSAGE = 'Format tanggal harus YYYY-MM-DD';

const daysFromNow = (days: number) => jakartaDate(new Date(Date.now() + days * 86_400_000));

/** Every day 00:00-12:00 and 12:00 until midnight: open whenever the test runs. */
const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.map((d) => [
    d,
    {
      open: '00:00',
      close: '00:00',
      shifts: [
        { open: '00:00', close: '12:00' },
        { open: '12:00', close: '00:00' },
      ],
    },
  ]),
);
const ALWAYS_CLOSED = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '17:00', closed: true }]));

describe('temporary closure fields', () => {
  it('round-trips temporarilyClosed and reopensOn through create, get and update, and validates the date', async () => {
    const manager = await createManager();
    const reopens = daysFromNow(20);
    const created = await api<Tenant>('/tenants/my-tenant', { token: manager.accessToken, body: tenantBody({ temporarilyClosed: true, reopensOn: reopens }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ temporarilyClosed: true, reopensOn: reopens });

    const mine = await api<Tenant>('/tenants/my-tenant', { token: manager.accessToken });
    expect(mine.body).toMatchObject({ temporarilyClosed: true, reopensOn: reopens });

    const id = created.body.id;
    const past = await api(`/tenants/${id}`, { method: 'PATCH', token: manager.accessToken, body: { reopensOn: daysFromNow(-2) } });
    expect(past.status).toBe(400);
    expect(past.body.errors).toMatchObject({ reopensOn: PAST_MESSAGE });
    for (const bad of ['2026-02-30', '1-12-2026', 'besok']) {
      const res = await api(`/tenants/${id}`, { method: 'PATCH', token: manager.accessToken, body: { reopensOn: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors, bad).toMatchObject({ reopensOn: FORMAT_MESSAGE });
    }
    const notBoolean = await api(`/tenants/${id}`, { method: 'PATCH', token: manager.accessToken, body: { temporarilyClosed: 'ya' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toHaveProperty('temporarilyClosed');

    // Today is allowed; '' and null clear the date.
    const today = await api<Tenant>(`/tenants/${id}`, { method: 'PATCH', token: manager.accessToken, body: { reopensOn: jakartaDate(new Date()) } });
    expect(today.status).toBe(200);
    expect(today.body.reopensOn).toBe(jakartaDate(new Date()));
    const cleared = await api<Tenant>(`/tenants/${id}`, { method: 'PATCH', token: manager.accessToken, body: { temporarilyClosed: false, reopensOn: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ temporarilyClosed: false, reopensOn: null });

    // An admin's create validates the same way.
    const { accessToken } = await loginAs('admin');
    const adminPast = await api('/tenants', { token: accessToken, body: tenantBody({ temporarilyClosed: true, reopensOn: daysFromNow(-1) }) });
    expect(adminPast.status).toBe(400);
    expect(adminPast.body.errors).toMatchObject({ reopensOn: PAST_MESSAGE });
  });
});

describe('open now and the Buka/Tutup badge', () => {
  const word = `Bukatest${uniqueSuffix()}`;
  const reopens = daysFromNow(30);
  let open: Tenant;
  let closed: Tenant;
  let paused: Tenant;

  beforeAll(async () => {
    const { accessToken: token } = await loginAs('superAdmin');
    const listed = async (name: string, extra: Record<string, unknown>) => {
      const created = await api<Tenant>('/tenants', { token, body: tenantBody({ name: `${name} ${word}`, status: 'active', ...extra }) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const menu = await api<{ id: number }>('/menus', { token, body: menuBody({ tenantId: created.body.id, name: `Menu ${name} ${word}` }) });
      expect(menu.status).toBe(201);
      expect((await api(`/menus/${menu.body.id}/approve`, { method: 'PATCH', token: await reviewerToken() })).status).toBe(200);
      return created.body;
    };
    open = await listed('Selalu Buka', { operatingHours: ALWAYS_OPEN });
    closed = await listed('Selalu Tutup', { operatingHours: ALWAYS_CLOSED });
    paused = await listed('Libur Dulu', { operatingHours: ALWAYS_OPEN, temporarilyClosed: true, reopensOn: reopens });
    await eventually(async () => (await api<List<Tenant>>(`/tenants/public?search=${word}`)).body.meta.total === 3);
  });

  it('GET /tenants/public?openNow=true lists only tenants open now and not temporarily closed', async () => {
    const res = await api<List<Tenant>>(`/tenants/public?search=${word}&openNow=true`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => t.slug)).toEqual([open.slug]);
    expect(res.body.meta.total).toBe(1);
    const all = await api<List<Tenant>>(`/tenants/public?search=${word}&openNow=false`);
    expect(all.body.meta.total).toBe(3);
    const paged = all.body.data.find((t) => t.slug === paused.slug)!;
    expect(paged).toMatchObject({ temporarilyClosed: true, reopensOn: reopens });
    const bad = await api(`/tenants/public?openNow=ya`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ openNow: 'openNow harus true atau false' });
  });

  it('GET /menus/public?openNow=true lists only menus of open tenants, each menu carrying its tenant hours', async () => {
    const res = await api<List<Menu>>(`/menus/public?search=${word}&openNow=true`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.tenant.slug)).toEqual([open.slug]);
    const all = await api<List<Menu>>(`/menus/public?search=${word}`);
    expect(all.body.meta.total).toBe(3);
    expect(all.body.data.find((m) => m.tenant.slug === paused.slug)!.tenant).toMatchObject({ temporarilyClosed: true, reopensOn: reopens });
    expect(all.body.data.find((m) => m.tenant.slug === open.slug)!.tenant.operatingHours).toEqual(ALWAYS_OPEN);
    expect((await api(`/menus/public?openNow=1`)).status).toBe(400);
  });

  async function html(path: string): Promise<string> {
    const res = await fetch(`${BASE_URL}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  }

  /** The "Buka sekarang" checkbox's tag. */
  const openCheckbox = (page: string) => /<input[^>]*name="open"[^>]*>/.exec(page)?.[0] ?? '';

  /** The visible text of the element whose opening tag ends at `from` (nested spans counted). */
  function elementText(markup: string, from: number): string {
    let depth = 1;
    const tag = /<(\/?)span\b[^>]*>/g;
    tag.lastIndex = from;
    for (let m = tag.exec(markup); m; m = tag.exec(markup)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0)
        return markup
          .slice(from, m.index)
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim();
    }
    return '';
  }

  /** The badge of each card, by the test tenant named in the card: [status, visible text]. */
  function badges(page: string, cardTestId: string): Map<string, [string, string]> {
    const found = new Map<string, [string, string]>();
    for (const card of page.split(`data-testid="${cardTestId}"`).slice(1)) {
      const body = card.slice(0, card.indexOf('</article>'));
      const tenant = [open, closed, paused].find((t) => body.includes(t.name));
      const badge = /<span data-testid="opening-badge" data-status="(\w+)"[^>]*>/.exec(body);
      if (tenant && badge) found.set(tenant.slug, [badge[1]!, elementText(body, badge.index + badge[0].length)]);
    }
    return found;
  }

  it('shows Buka, Tutup and Tutup sementara on the cards of /tenant and /rekomendasi-menu, server-rendered', async () => {
    const reopenText = new Intl.DateTimeFormat('id-ID', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      ...(reopens.slice(0, 4) === jakartaDate(new Date()).slice(0, 4) ? {} : { year: 'numeric' }),
    }).format(new Date(`${reopens}T00:00:00Z`));
    for (const [path, testId] of [
      [`/tenant?search=${word}`, 'tenant-card'],
      [`/rekomendasi-menu?search=${word}`, 'menu-card'],
    ] as const) {
      const found = badges(await html(path), testId);
      expect(found.get(open.slug)?.[0], path).toBe('open');
      expect(found.get(open.slug)?.[1], path).toContain('Buka');
      // Closed every day: no next opening to name.
      expect(found.get(closed.slug), path).toEqual(['closed', expect.stringContaining('Tutup')]);
      expect(found.get(paused.slug)?.[0], path).toBe('temporarilyClosed');
      expect(found.get(paused.slug)?.[1], path).toContain('Tutup sementara');
      expect(found.get(paused.slug)?.[1], path).toContain(`Buka lagi ${reopenText}`);
    }
  });

  it('filters /tenant and /rekomendasi-menu with open=1 (a plain GET form checkbox) and keeps it in the links', async () => {
    const tenantsPage = await html(`/tenant?search=${word}&open=1`);
    expect(badges(tenantsPage, 'tenant-card')).toEqual(new Map([[open.slug, ['open', expect.stringContaining('Buka')]]]));
    expect(openCheckbox(tenantsPage)).toContain('value="1"');
    expect(openCheckbox(tenantsPage)).toContain('checked=""');
    // The type chips keep the filter.
    const chip = /href="(\/tenant\?[^"]*type=restaurant[^"]*)"/.exec(tenantsPage)?.[1] ?? '';
    expect(new URLSearchParams(chip.replace(/^[^?]*\?/, '').replace(/&amp;/g, '&')).get('open')).toBe('1');
    const menusPage = await html(`/rekomendasi-menu?search=${word}&open=1`);
    expect([...badges(menusPage, 'menu-card').keys()]).toEqual([open.slug]);
    const unfiltered = await html(`/rekomendasi-menu?search=${word}`);
    expect(openCheckbox(unfiltered)).toContain('type="checkbox"');
    expect(openCheckbox(unfiltered)).not.toContain('checked');
  });

  it('shows a badge on every tenant card of the home page (every seed tenant publishes hours)', async () => {
    const cards = (await html('/')).split('data-testid="tenant-card"').slice(1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(card.slice(0, card.indexOf('</article>'))).toMatch(/data-testid="opening-badge" data-status="(open|closed|temporarilyClosed)"/);
  });

  it('shows the badge in the tenant page header', async () => {
    const page = await html(`/tenant/${paused.slug}`);
    expect(page).toContain('data-status="temporarilyClosed"');
    expect(page).toContain('Tutup sementara');
  });
});
