import type { BaseTranslation } from '../../i18n-types';

/** Words of the partner insurer's sandbox permit page (rendered by the server outside production). */
const en_insurerSandbox = {
  permit: {
    title: 'LähiTapiola: direct compensation permit',
    notice:
      'Test page of the partner insurer. Choose how the insurer answers the application for a direct compensation permit.',
    allow: 'Allow',
    deny: 'Deny',
    cancel: 'Cancel',
    error: 'Error',
    expired: 'This permit application is no longer valid. Return to the booking and try again.',
  },
} satisfies BaseTranslation;

export default en_insurerSandbox;
