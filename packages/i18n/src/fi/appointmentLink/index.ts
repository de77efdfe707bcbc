import type { NamespaceAppointmentLinkTranslation } from '../../i18n-types';

const fi_appointmentLink = {
  endPart: {
    label: 'Henkilötunnuksesi neljä viimeistä merkkiä',
    characterLabel: 'Merkki {position} / {total}',
    mismatch: 'Henkilötunnuksen loppuosa on virheellinen. Tarkista ja yritä uudelleen.',
  },
} satisfies NamespaceAppointmentLinkTranslation;

export default fi_appointmentLink;
