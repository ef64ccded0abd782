// The public top bar's links (also the footer's quick links).
export const PUBLIC_NAV_LINKS = [
  { href: '/', label: 'Beranda' },
  { href: '/rekomendasi-menu', label: 'Rekomendasi Menu' },
  { href: '/tenant', label: 'Tenant' },
  { href: '/artikel', label: 'Artikel' },
  { href: '/tentang', label: 'Tentang' },
] as const;

export function isActivePath(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
