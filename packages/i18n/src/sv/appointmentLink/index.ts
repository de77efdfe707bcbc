import type { NamespaceAppointmentLinkTranslation } from '../../i18n-types';

const sv_appointmentLink = {
  endPart: {
    label: 'De fyra sista tecknen i din personbeteckning',
    characterLabel: 'Tecken {position} av {total}',
    mismatch: 'Slutdelen av personbeteckningen är felaktig. Kontrollera och försök igen.',
  },
} satisfies NamespaceAppointmentLinkTranslation;

export default sv_appointmentLink;
