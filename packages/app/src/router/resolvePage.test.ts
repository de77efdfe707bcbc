import { brandConfig, type SessionAnswer, sessionAnswer } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { codeOwed, signedIn, signedOut } from '../../test/sessions';
import { resolvePage } from './resolvePage';

const general = brandConfig('general');
const children = brandConfig('children');
const resolve = (address: string, answer: unknown, brand = general) =>
  resolvePage(new URL(address, 'http://portal.test'), sessionAnswer.parse(answer) as SessionAnswer, brand);

describe('resolvePage', () => {
  it.each([
    ['/', signedOut('sv'), { kind: 'redirect', to: '/fi' }],
    ['/en', signedOut('fi'), { kind: 'page', page: 'front', lang: 'en' }],
    ['/en', signedIn('en'), { kind: 'page', page: 'front', lang: 'en' }],
    ['/sv/loggain?next=%2Fsv', signedOut('sv'), { kind: 'page', page: 'login', lang: 'sv' }],
    ['/en/login?next=%2Fen%2Fappointments', signedIn('en'), { kind: 'redirect', to: '/en/appointments' }],
    ['/en/login?next=%2F%2Fevil.example', signedIn('en'), { kind: 'redirect', to: '/en' }],
    ['/en', codeOwed('en'), { kind: 'redirect', to: '/en/authentication?next=%2Fen' }],
    ['/fi/kirjaudu', codeOwed('fi'), { kind: 'redirect', to: '/fi/tunnistautuminen?next=%2Ffi%2Fkirjaudu' }],
    ['/en/authentication/x?next=%2Fen', codeOwed('en'), { kind: 'page', page: 'smsCode', lang: 'en' }],
    ['/en/expired-session', codeOwed('en'), { kind: 'page', page: 'sessionExpired', lang: 'en' }],
    ['/en/authentication?next=%2Fen%2Finvoices', signedIn('en'), { kind: 'redirect', to: '/en/invoices' }],
    ['/en/authentication?next=%2Fen', signedOut('en'), { kind: 'redirect', to: '/en/login?next=%2Fen' }],
    ['/en/nowhere', signedOut('fi'), { kind: 'page', page: 'notFound', lang: 'en' }],
    ['/de/seite', signedOut('sv'), { kind: 'page', page: 'notFound', lang: 'sv' }],
    [
      '/fi/vapaat-ajat/42',
      signedOut('fi'),
      {
        kind: 'redirect',
        to: '/fi/kirjautumattomat-kayttajat/varaa/42?from=%2Ffi%2Fajanvaraus%2Fyksityisasiakas',
      },
    ],
    [
      '/en/available-appointments/42/insurance',
      signedIn('en'),
      { kind: 'redirect', to: '/en/reserve/42/insurance?from=%2Fen%2Fbooking%2Finsurance' },
    ],
  ])('given %s, should resolve to %j', (address, answer, expected) => {
    expect(resolve(address, answer)).toEqual(expected);
  });

  it('given an occupational free time in the children brand, should not find it', () => {
    const address = '/fi/vapaat-ajat/42/tyoterveys';
    expect(resolve(address, signedIn('fi', 'children'), children)).toMatchObject({ page: 'notFound' });
    expect(resolve(address, signedIn('fi'), general)).toMatchObject({ kind: 'redirect' });
  });

  describe.each(['/en/conversations', '/fi/todistukset', '/sv/foretagshalsovardsteamet'])(
    'given %s',
    (address) => {
      it('should find it in the general brand', () => {
        expect(resolve(address, signedIn('en'), general)).toMatchObject({ kind: 'page' });
        expect(resolve(address, signedIn('en'), general)).not.toMatchObject({ page: 'notFound' });
      });

      it('should not find it in the children brand', () => {
        expect(resolve(address, signedIn('en', 'children'), children)).toMatchObject({ page: 'notFound' });
      });
    },
  );
});
