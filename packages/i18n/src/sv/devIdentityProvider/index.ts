import type { NamespaceDevIdentityProviderTranslation } from '../../i18n-types';

const sv_devIdentityProvider = {
  title: 'Identifiera dig',
  notice:
    'Testidentifiering för utvecklingsmiljön: du kan logga in med vilken giltig personbeteckning som helst.',
  identityCodeLabel: 'Personbeteckning',
  submit: 'Identifiera',
  invalidCode: 'Personbeteckningen är inte giltig. Kontrollera den och försök igen.',
  staffHeading: 'Klinikens personal',
  staffNotice: 'Testidentiteter för klinikens arbetsyta: de loggar in endast i arbetsytan.',
  staffSignIn: 'Logga in som {name}, {role}',
  staffRoles: { nurse: 'sjukskötare', doctor: 'läkare' },
} satisfies NamespaceDevIdentityProviderTranslation;

export default sv_devIdentityProvider;
