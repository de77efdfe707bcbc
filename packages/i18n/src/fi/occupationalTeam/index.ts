import type { NamespaceOccupationalTeamTranslation } from '../../i18n-types';

const fi_occupationalTeam = {
  title: 'Työterveystiimi',
  employer: 'Työnantaja: {employer}',
  loading: 'Ladataan tiimiäsi…',
  teamHeading: 'Tiimisi',
  professionalTypes: {
    Doctor: 'Työterveyslääkäri',
    Nurse: 'Työterveyshoitaja',
    Physiotherapist: 'Työfysioterapeutti',
    Psychologist: 'Työterveyspsykologi',
  },
  substitute: 'Sijainen {name} {start}–{end}',
  contact: {
    heading: 'Näin tavoitat tiimisi',
    book: 'Varaa työterveysaika',
    message: 'Lähetä viesti tiimillesi',
    phone: 'Soita työterveyden asiakaspalveluun {phone}',
    remote: 'Lääkärisi ja hoitajasi ottavat vastaan myös video- ja puhelinvastaanotolla.',
  },
  rules: {
    heading: 'Hyvä tietää',
    referral:
      'Käynti fysioterapeutilla tai psykologilla edellyttää työterveyslääkärisi tai -hoitajasi lähetettä.',
    specialists:
      'Erikoislääkärikäynnit kuuluvat työnantajasi sopimukseen vain työterveyslääkärisi lähetteellä.',
    timesOfDay:
      'Voit varata aikoja aamupäivälle ({morning}), iltapäivälle ({afternoon}) tai illalle ({evening}).',
  },
} satisfies NamespaceOccupationalTeamTranslation;

export default fi_occupationalTeam;
