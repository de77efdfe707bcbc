import type { NamespaceOccupationalTeamTranslation } from '../../i18n-types';

const sv_occupationalTeam = {
  title: 'Företagshälsovårdsteamet',
  employer: 'Arbetsgivare: {employer}',
  loading: 'Ditt team laddas…',
  teamHeading: 'Ditt team',
  professionalTypes: {
    Doctor: 'Företagsläkare',
    Nurse: 'Företagshälsovårdare',
    Physiotherapist: 'Företagsfysioterapeut',
    Psychologist: 'Företagspsykolog',
  },
  substitute: 'Vikarie {name} {start}–{end}',
  contact: {
    heading: 'Så når du ditt team',
    book: 'Boka tid inom företagshälsovården',
    message: 'Skicka ett meddelande till ditt team',
    phone: 'Ring företagshälsovårdens kundtjänst {phone}',
    remote: 'Din läkare och hälsovårdare tar också emot via video och per telefon.',
  },
  rules: {
    heading: 'Bra att veta',
    referral:
      'Ett besök hos fysioterapeuten eller psykologen kräver remiss av din företagsläkare eller företagshälsovårdare.',
    specialists:
      'Specialistläkarbesök omfattas av din arbetsgivares avtal endast med remiss av din företagsläkare.',
    timesOfDay:
      'Du kan boka tider på förmiddagen ({morning}), eftermiddagen ({afternoon}) eller kvällen ({evening}).',
  },
} satisfies NamespaceOccupationalTeamTranslation;

export default sv_occupationalTeam;
