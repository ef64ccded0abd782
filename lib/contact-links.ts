// Links for a tenant's contact details: tel:, WhatsApp (https://wa.me/<digits>, with a prefilled order message),
// Instagram/TikTok handles, websites. Pure.
import { SITE } from './constants';
import { formatIDR } from './format';

/** Digits of an Indonesian number in international form (0812... and +62812... both give 62812...); null if too short. */
export function internationalDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return `62${digits}`;
}

export function telHref(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** Indonesian mobile numbers (62 8...) are the ones that can be on WhatsApp; landlines are not. */
export function isMobileNumber(phone: string | null | undefined): boolean {
  return internationalDigits(phone)?.startsWith('628') ?? false;
}

/** https://wa.me/<digits> from the tenant's WhatsApp number, else from its phone when that is a mobile number. */
export function whatsappHref(whatsapp: string | null | undefined, phone?: string | null): string | null {
  const source = whatsapp && internationalDigits(whatsapp) ? whatsapp : isMobileNumber(phone) ? phone : null;
  const digits = internationalDigits(source);
  return digits ? `https://wa.me/${digits}` : null;
}

/** Who an order message goes to: the tenant's name and its numbers (WhatsApp first, else a mobile phone). */
export interface OrderRecipient {
  name: string;
  whatsapp?: string | null;
  phone?: string | null;
}

/** The menu an order message names; a menu that is not available today (isAvailable false) cannot be ordered. */
export interface OrderedMenu {
  name: string;
  price: number | string;
  isAvailable: boolean;
}

/** 'Halo Kopi Kaler, saya ingin memesan dari Kuliner Tasikmalaya.' */
export function tenantOrderMessage(tenantName: string): string {
  return `Halo ${tenantName.trim()}, saya ingin memesan dari ${SITE.name}.`;
}

/** 'Halo Kopi Kaler, saya ingin memesan Kopi Tubruk (Rp 12.000). Apakah masih tersedia?' (money as the app shows it). */
export function menuOrderMessage(tenantName: string, menu: Pick<OrderedMenu, 'name' | 'price'>): string {
  return `Halo ${tenantName.trim()}, saya ingin memesan ${menu.name.trim()} (${formatIDR(menu.price)}). Apakah masih tersedia?`;
}

/** https://wa.me/<digits>?text=<message>, or null when the tenant has no WhatsApp-capable number. */
export function whatsappMessageHref(recipient: Pick<OrderRecipient, 'whatsapp' | 'phone'>, message: string): string | null {
  const base = whatsappHref(recipient.whatsapp, recipient.phone);
  return base ? `${base}?text=${encodeURIComponent(message)}` : null;
}

/** The tenant-level order link (greets the tenant by name); null without a usable number. */
export function tenantOrderHref(tenant: OrderRecipient): string | null {
  return whatsappMessageHref(tenant, tenantOrderMessage(tenant.name));
}

/** The menu-level order link (names the menu and its price); null without a usable number or when the menu is not available. */
export function menuOrderHref(tenant: OrderRecipient, menu: OrderedMenu): string | null {
  return menu.isAvailable ? whatsappMessageHref(tenant, menuOrderMessage(tenant.name, menu)) : null;
}

/** '+62 812-2345-0781' style for display; the input unchanged when it is not a number we understand. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = internationalDigits(phone);
  if (!digits) return phone ?? '';
  const local = digits.slice(2);
  const groups = [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

const HANDLE = /^@?([A-Za-z0-9._]{1,60})$/;

function profileUrl(value: string | null | undefined, host: string, prefix: string): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  const m = HANDLE.exec(v);
  return m ? `https://${host}/${prefix}${m[1]}` : null;
}

/** Instagram handle ('@kopikaler') or URL to a profile URL. */
export function instagramHref(value: string | null | undefined): string | null {
  return profileUrl(value, 'www.instagram.com', '');
}

/** TikTok handle or URL to a profile URL (TikTok profiles are /@handle). */
export function tiktokHref(value: string | null | undefined): string | null {
  return profileUrl(value, 'www.tiktok.com', '@');
}

/** Only http(s) URLs are linked. */
export function webHref(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && /^https?:\/\/\S+$/i.test(v) ? v : null;
}

/** 'kopikaler.example.id' from 'https://kopikaler.example.id/' for display. */
export function displayUrl(value: string): string {
  return value.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** '@handle' for display of a handle or profile URL. */
export function displayHandle(value: string): string {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) {
    const last = v.replace(/\/+$/, '').split('/').pop() ?? v;
    return last.startsWith('@') ? last : `@${last}`;
  }
  return v.startsWith('@') ? v : `@${v}`;
}
