import { describe, expect, it } from 'vitest';
import { followsInApp } from './in-app';

describe('followsInApp', () => {
  describe('given a page of the route table in the language shown', () => {
    it.each([
      '/en/booking',
      '/en/booking/private-customer?startDate=2026-11-28&clinicIds=HKI-MALMI',
      '/en/booking/private-customer#times',
      '/fi',
    ])('should follow %s in the app', (href) => {
      expect(followsInApp(href, href.startsWith('/fi') ? 'fi' : 'en')).toBe(true);
    });
  });

  describe('given an address the server serves or another site', () => {
    it.each([
      '/api/appointments/3/calendar.ics',
      '/auth/login?next=%2Fen',
      '/dev/outbox',
      '/sandbox/lahitapiola/permit',
      '/',
      'https://example.com/en/booking',
      '//example.com/en/booking',
      'tel:0303 0303',
      '#main',
      '/en/no-such-page',
    ])('should load %s as a page', (href) => {
      expect(followsInApp(href, 'en')).toBe(false);
    });
  });

  describe('given a page in another language', () => {
    it('should load it as a page, with its own words', () => {
      expect(followsInApp('/sv/tidsbokning', 'en')).toBe(false);
    });
  });
});
