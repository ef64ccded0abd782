import { describe, expect, it } from 'vitest';
import { displayHandle, displayUrl, formatPhone, instagramHref, internationalDigits, telHref, tiktokHref, webHref, whatsappHref } from './contact-links';

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
