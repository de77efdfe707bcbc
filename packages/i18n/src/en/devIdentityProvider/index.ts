import type { BaseTranslation } from '../../i18n-types';

/** Words of the development identity provider's sign-in page (rendered by the server). */
const en_devIdentityProvider = {
  title: 'Identify yourself',
  notice: 'Test identification for development: any valid personal identity code signs you in.',
  identityCodeLabel: 'Personal identity code',
  submit: 'Identify',
  invalidCode: 'The personal identity code is not valid. Check it and try again.',
  staffHeading: 'Clinic staff',
  staffNotice: 'Test identities of the clinic workspace: they sign in to the workspace only.',
  staffSignIn: 'Sign in as {name:string}, {role:string}',
  staffRoles: { nurse: 'nurse', doctor: 'doctor' },
} satisfies BaseTranslation;

export default en_devIdentityProvider;
