import type { BaseTranslation } from '../../i18n-types';

/** Words of the occupational health vaccination page. */
const en_occupationalVaccination = {
  title: 'Vaccination Appointment Booking',
  intro: 'Select the vaccination',
  influenza: 'Influenza Vaccination',
  signIn: {
    title: 'Occupational health vaccinations',
    intro:
      'Identify yourself with your bank credentials or a mobile certificate to book a vaccination covered by your occupational health contract.',
    button: 'Log in with bank credentials or mobile certificate',
  },
  noContract: {
    title: 'Sorry!',
    text: 'Your occupational health contract was not found. If you think this is a mistake, please call our customer service',
  },
  notIncluded: {
    title: 'Sorry!',
    text: 'Vaccinations are not yet included in your occupational health contract. Please check your organisation’s service description or call our customer service',
  },
  goBack: 'Go back',
  loadFailed: 'Your occupational health contract could not be checked. Please try again in a moment.',
} satisfies BaseTranslation;

export default en_occupationalVaccination;
