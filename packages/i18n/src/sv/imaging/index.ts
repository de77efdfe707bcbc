import type { NamespaceImagingTranslation } from '../../i18n-types';

const sv_imaging = {
  list: {
    title: 'Bildbehandling',
    intro: 'Dina remisser och resultat för bilddiagnostik, de nyaste först.',
    referrals: 'Remisser',
    results: 'Resultat',
    noReferrals: 'Inga remisser för bilddiagnostik',
    noResults: 'Inga resultat av bilddiagnostik',
    loading: 'Laddar bildbehandling…',
    unavailable: 'Den här delen är tillfälligt otillgänglig',
  },
  result: {
    title: 'Resultat av bilddiagnostik {date}',
    loading: 'Laddar resultaten…',
    statement: 'Utlåtande',
    notFound: 'Resultaten kunde inte hittas',
    back: 'All bildbehandling',
  },
} satisfies NamespaceImagingTranslation;

export default sv_imaging;
