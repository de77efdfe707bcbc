import { describe, expect, it } from 'vitest';
import { availableTarget, isAvailablePage } from './availableLink';

describe('availableTarget', () => {
  it.each([
    [
      'availableAppointment',
      false,
      '/fi/kirjautumattomat-kayttajat/varaa/42?from=%2Ffi%2Fajanvaraus%2Fyksityisasiakas',
    ],
    ['availableAppointment', true, '/fi/varaa/42?from=%2Ffi%2Fajanvaraus%2Fyksityisasiakas'],
    [
      'anonymousAvailableAppointment',
      false,
      '/fi/kirjautumattomat-kayttajat/varaa/42?from=%2Ffi%2Fajanvaraus%2Fyksityisasiakas',
    ],
    ['availableInsurance', true, '/fi/varaa/42/vakuutus?from=%2Ffi%2Fajanvaraus%2Fvakuutus'],
    ['availableKela65', false, '/fi/varaa/42?kela65=true&from=%2Ffi%2Fajanvaraus%2Fkela65'],
    ['availableOccupational', true, '/fi/varaa/42/tyoterveys?from=%2Ffi%2Fajanvaraus%2Ftyoterveys'],
  ] as const)('given %s and signed in %s, should lead to %s', (page, signedIn, target) => {
    expect(availableTarget(page, 'fi', 42, signedIn)).toBe(target);
  });

  it('given another language, should lead to that language', () => {
    expect(availableTarget('availableInsurance', 'sv', 7, true)).toBe(
      '/sv/boka/7/forsakring?from=%2Fsv%2Ftidsbokning%2Fforsakring',
    );
  });
});

describe('isAvailablePage', () => {
  it('should tell a free time address from other pages', () => {
    expect(isAvailablePage('availableKela65')).toBe(true);
    expect(isAvailablePage('anonymousAvailable')).toBe(false);
    expect(isAvailablePage('reserve')).toBe(false);
  });
});
