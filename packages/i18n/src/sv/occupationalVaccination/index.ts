import type { NamespaceOccupationalVaccinationTranslation } from '../../i18n-types';

const sv_occupationalVaccination = {
  title: 'Bokning av vaccinationstid',
  intro: 'Välj vaccination',
  influenza: 'Influensavaccination',
  signIn: {
    title: 'Vaccinationer inom företagshälsovården',
    intro:
      'Identifiera dig med bankkoder eller mobilcertifikat för att boka en vaccination som ingår i ditt avtal om företagshälsovård.',
    button: 'Logga in med bankkoder eller mobilcertifikat',
  },
  noContract: {
    title: 'Tyvärr!',
    text: 'Ditt avtal om företagshälsovård hittades inte. Om du tror att det är fel, ring vår kundtjänst (service på finska och engelska)',
  },
  notIncluded: {
    title: 'Tyvärr!',
    text: 'Vaccinationer ingår ännu inte i ditt avtal om företagshälsovård. Kontrollera din organisations tjänstebeskrivning eller ring vår kundtjänst (service på finska och engelska)',
  },
  goBack: 'Tillbaka',
  loadFailed: 'Ditt avtal om företagshälsovård kunde inte kontrolleras. Försök igen om en stund.',
} satisfies NamespaceOccupationalVaccinationTranslation;

export default sv_occupationalVaccination;
