import type { NamespaceErrorsTranslation } from '../../i18n-types';

const sv_errors = {
  notFound: {
    title: 'Sidan kunde inte hittas',
    text: 'Kontrollera adressen eller gå till startsidan.',
    frontPageLink: 'Gå till startsidan',
  },
  generic: {
    title: 'Vi ber om ursäkt! Något gick fel...',
    text: 'Försök igen om en stund. Om problemet kvarstår, kontakta vår kundtjänst.',
    tryAgain: 'Försök igen',
  },
  network: 'Nätverksfel. Försök igen.',
} satisfies NamespaceErrorsTranslation;

export default sv_errors;
