import type { BaseTranslation } from '../../i18n-types';

/** Words of the imaging pages. */
const en_imaging = {
  list: {
    title: 'Imaging',
    intro: 'Your imaging referrals and results, newest first.',
    referrals: 'Referrals',
    results: 'Results',
    noReferrals: 'No imaging referrals',
    noResults: 'No imaging results',
    loading: 'Loading imaging…',
    unavailable: 'This section is temporarily unavailable',
  },
  result: {
    title: 'Imaging results {date:string}',
    loading: 'Loading the imaging results…',
    statement: 'Statement',
    notFound: 'The imaging results could not be found',
    back: 'All imaging',
  },
} satisfies BaseTranslation;

export default en_imaging;
