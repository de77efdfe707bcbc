import type { NamespaceDevIdentityProviderTranslation } from '../../i18n-types';

const fi_devIdentityProvider = {
  title: 'Tunnistaudu',
  notice: 'Kehitysympäristön testitunnistus: voit kirjautua millä tahansa kelvollisella henkilötunnuksella.',
  identityCodeLabel: 'Henkilötunnus',
  submit: 'Tunnistaudu',
  invalidCode: 'Henkilötunnus ei ole kelvollinen. Tarkista se ja yritä uudelleen.',
} satisfies NamespaceDevIdentityProviderTranslation;

export default fi_devIdentityProvider;
