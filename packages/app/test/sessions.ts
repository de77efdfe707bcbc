/** `GET /api/session` answers of the cases the tests need, as the server sends them. */

const base = {
  sessionExpires: null,
  environment: 'development',
  features: [],
  healthCareType: 'private',
  sessionScope: null,
  registered: false,
} as const;

type Lang = 'fi' | 'sv' | 'en';
type Brand = 'general' | 'children';

/** Nobody signed in. */
export function signedOut(lang: Lang = 'fi', brand: Brand = 'general') {
  return {
    type: 'success',
    session: { ...base, isSessionValid: false, csrfToken: null, mfaPending: false, lang, brand },
    user: null,
  };
}

/** Maija Virtanen, signed in. */
export function signedIn(lang: Lang = 'fi', brand: Brand = 'general') {
  return {
    type: 'success',
    session: {
      ...base,
      isSessionValid: true,
      csrfToken: 'csrf-maija',
      sessionExpires: '2026-11-22T12:30:00.000Z',
      personKey: 'person-maija',
      mfaPending: false,
      registered: true,
      lang,
      brand,
    },
    user: { firstName: 'Maija', lastName: 'Virtanen' },
  };
}

/**
 * Maija as an occupational customer with both messaging features: the messages entry of the menu is
 * in the occupational group, so she sees it. `session` overrides fields of the session answer.
 */
export function messagingCustomer(lang: Lang = 'en', session: Record<string, unknown> = {}) {
  const maija = signedIn(lang);
  return {
    ...maija,
    session: {
      ...maija.session,
      features: ['customer-messaging-allowed', 'customer-messaging-enabled'],
      healthCareType: 'occupational',
      ...session,
    },
  };
}

/** Sari Hämäläinen after strong identification, the SMS code still owed. */
export function codeOwed(lang: Lang = 'fi') {
  return {
    type: 'success',
    session: {
      ...base,
      isSessionValid: false,
      csrfToken: 'csrf-sari',
      sessionExpires: '2026-11-22T12:30:00.000Z',
      mfaPending: true,
      lang,
      brand: 'general',
    },
    user: null,
  };
}
