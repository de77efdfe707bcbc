import type { NamespaceDevIdentityProviderTranslation } from '../../i18n-types';

const fi_devIdentityProvider = {
  title: 'Tunnistaudu',
  notice: 'Kehitysympäristön testitunnistus: voit kirjautua millä tahansa kelvollisella henkilötunnuksella.',
  identityCodeLabel: 'Henkilötunnus',
  submit: 'Tunnistaudu',
  invalidCode: 'Henkilötunnus ei ole kelvollinen. Tarkista se ja yritä uudelleen.',
  staffHeading: 'Klinikan henkilökunta',
  staffNotice: 'Klinikan työtilan testitunnukset: niillä kirjaudutaan vain työtilaan.',
  staffSignIn: 'Kirjaudu: {name}, {role}',
  staffRoles: { nurse: 'sairaanhoitaja', doctor: 'lääkäri' },
} satisfies NamespaceDevIdentityProviderTranslation;

export default fi_devIdentityProvider;
