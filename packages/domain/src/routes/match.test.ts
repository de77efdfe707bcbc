import { describe, expect, it } from 'vitest';
import { matchPath } from './match';

describe('matchPath', () => {
  describe('given an alternative word of the specification', () => {
    it('should read /fi/varaukset as the appointments list', () => {
      expect(matchPath('/fi/varaukset')).toEqual({ page: 'appointments', lang: 'fi', params: {} });
    });
  });

  describe('given the SMS code page with a suffix', () => {
    it.each([
      ['/fi/tunnistautuminen/sms', 'sms'],
      ['/sv/behorighetskontroll/a/b', 'a/b'],
      ['/en/authentication/x%20y', 'x y'],
    ])('should read %s with suffix %j', (path, suffix) => {
      expect(matchPath(path)).toMatchObject({ page: 'smsCode', params: { suffix } });
    });
  });

  describe('given typed parameters', () => {
    it.each([
      ['/fi/varaa/0', { page: 'reserve', params: { id: 0 } }],
      ['/fi/varaa/007', { page: 'reserve', params: { id: 7 } }],
      ['/en/appointment/3', { page: 'appointment', params: { ids: [3] } }],
      ['/sv/bokning/3,4,5', { page: 'appointment', params: { ids: [3, 4, 5] } }],
      ['/fi/oma-varaus/MTJf-_MzQ=', { page: 'anonymousAppointment', params: { id: 'MTJf-_MzQ=' } }],
      ['/fi/viestit/uusi', { page: 'newConversation', params: {} }],
      ['/fi/viestit/12', { page: 'conversation', params: { id: 12 } }],
    ])('should read %s', (path, expected) => {
      expect(matchPath(path)).toMatchObject(expected);
    });

    it.each([
      '/fi/varaa/abc',
      '/fi/varaa/-1',
      '/fi/varaa/1.5',
      '/fi/varaa/99999999999999999999',
      '/fi/varaa/',
      '/fi/varaus/1,,2',
      '/fi/varaus/1,',
      '/fi/oma-varaus/a.b',
      '/fi/laboratoriotulos/2025-13-01',
      '/fi/laboratoriotulos/30.3.2025',
      '/fi/viestit/vanha',
    ])('should not recognise %s', (path) => {
      expect(matchPath(path)).toBeNull();
    });
  });

  describe('given addresses that are not pages', () => {
    it.each([
      '/',
      '',
      'fi/viestit',
      '/de',
      '/FI/viestit',
      '/fi/VIESTIT',
      '/fi//viestit',
      '/fi/viestit/11/extra',
      '/sv/viestit',
      '/en/ohjeita',
      '/sv/ohjeita',
      '/fi/tunnistautuminen/%E0%A4%A',
    ])('should answer null for %j', (path) => {
      expect(matchPath(path)).toBeNull();
    });
  });

  describe('given a trailing slash', () => {
    it('should ignore one', () => {
      expect(matchPath('/fi/viestit/')).toEqual({ page: 'conversations', lang: 'fi', params: {} });
      expect(matchPath('/sv/')).toEqual({ page: 'front', lang: 'sv', params: {} });
    });
  });
});
