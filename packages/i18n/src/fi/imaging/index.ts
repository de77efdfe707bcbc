import type { NamespaceImagingTranslation } from '../../i18n-types';

const fi_imaging = {
  list: {
    title: 'Kuvantaminen',
    intro: 'Kuvantamislähetteesi ja -tuloksesi uusimmasta alkaen.',
    referrals: 'Lähetteet',
    results: 'Tulokset',
    noReferrals: 'Ei kuvantamislähetteitä',
    noResults: 'Ei kuvantamistuloksia',
    loading: 'Ladataan kuvantamista…',
    unavailable: 'Tämä osio ei ole tilapäisesti käytettävissä',
  },
  result: {
    title: 'Kuvantamistulokset {date}',
    loading: 'Ladataan kuvantamistuloksia…',
    statement: 'Lausunto',
    notFound: 'Kuvantamistuloksia ei löytynyt',
    back: 'Kaikki kuvantamiset',
  },
} satisfies NamespaceImagingTranslation;

export default fi_imaging;
