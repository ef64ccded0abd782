import { describe, expect, it } from 'vitest';
import {
  displayHandle,
  displayUrl,
  formatPhone,
  instagramHref,
  internationalDigits,
  menuOrderHref,
  menuOrderMessage,
  telHref,
  tenantOrderHref,
  tenantOrderMessage,
  tiktokHref,
  webHref,
  whatsappHref,
  whatsappMessageHref,
} from './contact-links';

describe('phone links', () => {
  it('normalises Indonesian numbers to international digits', () => {
    expect(internationalDigits('+62 812-2345-0781')).toBe('6281223450781');
    expect(internationalDigits('081223450781')).toBe('6281223450781');
    expect(internationalDigits('81223450781')).toBe('6281223450781');
    expect(internationalDigits('123')).toBeNull();
    expect(internationalDigits(null)).toBeNull();
  });

  it('builds tel: and wa.me links', () => {
    expect(telHref('+62265331234')).toBe('tel:+62265331234');
    expect(whatsappHref('0812 2345 0781')).toBe('https://wa.me/6281223450781');
  });

  it('falls back to the phone for WhatsApp only when it is a mobile number', () => {
    expect(whatsappHref(null, '+6281320417755')).toBe('https://wa.me/6281320417755');
    expect(whatsappHref(null, '+62265331234')).toBeNull();
    expect(whatsappHref('', null)).toBeNull();
  });

  it('formats a phone for display', () => {
    expect(formatPhone('+6281320417755')).toBe('+62 813-2041-7755');
    expect(formatPhone('n/a')).toBe('n/a');
  });
});

describe('social and web links', () => {
  it('turns handles into profile URLs and keeps URLs', () => {
    expect(instagramHref('@kopikaler')).toBe('https://www.instagram.com/kopikaler');
    expect(instagramHref('https://instagram.com/kopikaler')).toBe('https://instagram.com/kopikaler');
    expect(tiktokHref('@kopikaler.tsm')).toBe('https://www.tiktok.com/@kopikaler.tsm');
    expect(instagramHref('not a handle!')).toBeNull();
    expect(tiktokHref(null)).toBeNull();
  });

  it('links only http(s) websites', () => {
    expect(webHref('https://kopikaler.example.id')).toBe('https://kopikaler.example.id');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('kopikaler.example.id')).toBeNull();
  });

  it('displays URLs and handles compactly', () => {
    expect(displayUrl('https://kopikaler.example.id/')).toBe('kopikaler.example.id');
    expect(displayHandle('kopikaler')).toBe('@kopikaler');
    expect(displayHandle('https://www.tiktok.com/@kopikaler.tsm')).toBe('@kopikaler.tsm');
  });
});

describe('WhatsApp order links', () => {
  const kopiKaler = { name: 'Kopi Kaler', whatsapp: null, phone: '+62 813-2041-7755' };
  const tubruk = { name: 'Kopi Tubruk Galunggung', price: 12000, isAvailable: true };

  /** The number and the decoded message of a wa.me link. */
  function parse(href: string | null): { number: string; text: string | null } {
    expect(href).not.toBeNull();
    const url = new URL(href!);
    expect(url.origin).toBe('https://wa.me');
    return { number: url.pathname.slice(1), text: url.searchParams.get('text') };
  }

  it('words the messages in Indonesian with the price as the app formats money', () => {
    expect(tenantOrderMessage('Kopi Kaler')).toBe('Halo Kopi Kaler, saya ingin memesan dari Kuliner Tasikmalaya.');
    expect(menuOrderMessage('Kopi Kaler', { name: 'Nasi Tutug Oncom', price: 25000 })).toBe(
      'Halo Kopi Kaler, saya ingin memesan Nasi Tutug Oncom (Rp 25.000). Apakah masih tersedia?',
    );
    // Decimal strings from the database, big prices with thousands separators, no decimals.
    expect(menuOrderMessage(' Kopi Kaler ', { name: ' Tumpeng ', price: '1250000.00' })).toBe(
      'Halo Kopi Kaler, saya ingin memesan Tumpeng (Rp 1.250.000). Apakah masih tersedia?',
    );
  });

  it('greets the tenant by name at its normalised number', () => {
    const href = tenantOrderHref(kopiKaler);
    expect(href).toBe('https://wa.me/6281320417755?text=Halo%20Kopi%20Kaler%2C%20saya%20ingin%20memesan%20dari%20Kuliner%20Tasikmalaya.');
    expect(parse(href)).toEqual({ number: '6281320417755', text: 'Halo Kopi Kaler, saya ingin memesan dari Kuliner Tasikmalaya.' });
  });

  it('names the menu and its price, and prefers the WhatsApp number over the phone', () => {
    const href = menuOrderHref({ ...kopiKaler, whatsapp: '0812 2345 0781' }, tubruk);
    expect(parse(href)).toEqual({
      number: '6281223450781',
      text: 'Halo Kopi Kaler, saya ingin memesan Kopi Tubruk Galunggung (Rp 12.000). Apakah masih tersedia?',
    });
  });

  it('encodes every character that would break the query (&, #, +, ?, =, %, newlines, emoji)', () => {
    const tenant = { name: 'Bakso & Mie #1', whatsapp: '81223450781' };
    const menu = { name: 'Es 100% Jeruk + Soda? =Segar\nBaru 🍊', price: 8500, isAvailable: true };
    const href = menuOrderHref(tenant, menu)!;
    expect(href.startsWith('https://wa.me/6281223450781?text=')).toBe(true);
    expect(href.split('?text=')[1]).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(parse(href).text).toBe('Halo Bakso & Mie #1, saya ingin memesan Es 100% Jeruk + Soda? =Segar\nBaru 🍊 (Rp 8.500). Apakah masih tersedia?');
    expect(whatsappMessageHref({ whatsapp: '+62 812 2345 0781' }, 'a b&c')).toBe('https://wa.me/6281223450781?text=a%20b%26c');
  });

  it('is null without a usable number: none, too short, or a landline phone without WhatsApp', () => {
    expect(tenantOrderHref({ name: 'Tanpa Kontak' })).toBeNull();
    expect(tenantOrderHref({ name: 'Tanpa Kontak', whatsapp: '', phone: null })).toBeNull();
    expect(tenantOrderHref({ name: 'Nomor Pendek', whatsapp: '0812', phone: null })).toBeNull();
    expect(menuOrderHref({ name: 'Rumah Makan', whatsapp: null, phone: '+62265331234' }, tubruk)).toBeNull();
    // A too-short WhatsApp falls back to a mobile phone.
    expect(parse(tenantOrderHref({ name: 'Kopi Kaler', whatsapp: '12', phone: '081320417755' })).number).toBe('6281320417755');
  });

  it('has no order link for a menu that is not available today', () => {
    expect(menuOrderHref(kopiKaler, { ...tubruk, isAvailable: false })).toBeNull();
  });
});
