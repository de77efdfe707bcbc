import type { NamespaceSearchTranslation } from '../../i18n-types';

const sv_search = {
  landing: {
    title: 'Boka tid',
    intro: 'Välj hur ditt besök betalas. Sedan kan du söka lediga tider.',
    merger: 'Aava och Pikkujätti gick samman till ett bolag den 1 juni 2025. Kundtjänst: {phone}.',
    languages: 'Tidsbokningen på andra språk',
    visitTypes: {
      private: { title: 'Privatkund', text: 'Du betalar besöket själv eller söker ersättning från FPA.' },
      occupational: {
        title: 'Företagshälsovård',
        text: 'Din arbetsgivare har ett avtal om företagshälsovård med oss.',
      },
      insurance: { title: 'Försäkringskund', text: 'Ditt besök betalas av ditt försäkringsbolag.' },
      kela65: {
        title: 'FPA-läkarbesök för över 65-åringar',
        text: 'FPA ersätter ett besök hos allmänläkare för kunder som fyllt 65 år.',
      },
    },
  },
  list: {
    titles: {
      private: 'Boka tid som privatkund',
      occupational: 'Boka tid inom företagshälsovården',
      insurance: 'Boka tid som försäkringskund',
      kela65: 'Boka FPA-läkarbesök för över 65-åringar',
      anonymous: 'Lediga tider',
    },
    breadcrumbs: { front: 'Startsida', booking: 'Tidsbokning' },
    info: {
      insurance:
        'Ha ditt försäkringsbolags betalningsförbindelse och ditt försäkringsnummer till hands när du bokar.',
      kela65:
        'FPA ersätter besöket när du har fyllt 65 år. För att boka identifierar du dig med stark autentisering.',
      occupational: 'Tiderna som visas ingår i din arbetsgivares avtal om företagshälsovård.',
    },
    specialtyInfo: 'Om {specialty}',
  },
  filter: {
    label: 'Sökvillkor',
    clinic: 'Verksamhetsställe',
    allClinics: 'Alla verksamhetsställen',
    specialty: 'Specialitet',
    allSpecialties: 'Alla specialiteter',
    kela65Specialty: 'FPA-läkarbesök för över 65-åringar',
    kela65SpecialtyHint: 'Den här listan visar endast FPA-läkarbesök för över 65-åringar.',
    practitioner: 'Yrkesperson',
    allPractitioners: 'Alla yrkespersoner',
    practitionerHint: 'När du väljer en yrkesperson ser du alla hens tider, också distansmottagningar.',
    noResults: 'Inga resultat',
    includeRemote: 'Visa också distansmottagningar',
    includeRemoteLocked: 'Den valda specialiteten erbjuds också som distansmottagning.',
    startDate: 'Från och med',
    startDatePlaceholder: 'Välj',
    availableDays: 'Dagar med lediga tider',
  },
  timeOfDay: {
    label: 'Tid på dygnet',
    all: 'Alla',
    morning: 'Förmiddag 7–12',
    afternoon: 'Eftermiddag 12–16',
    evening: 'Kväll 16–21',
  },
  results: {
    label: 'Lediga tider',
    loading: 'Söker tider…',
    loadingMore: 'Söker fler tider…',
    showMore: 'Visa fler',
    moreFailed: 'Fler tider kunde inte hämtas.',
    showEarlier: 'Visa fler tider före {date}',
    earlierFailed: 'Tidigare tider kunde inte hämtas.',
    error: 'Vi beklagar – Tiderna kunde inte sökas, försök igen senare',
    retry: 'Försök igen',
    reserve: 'Boka {time} {date}, {practitioner}, {place}',
    choose: 'Boka',
    duration: '{minutes} min',
    nearbyClinic: 'Närliggande mottagning',
    nearbyPlace: '{clinic}, en närliggande mottagning',
    priceFrom: 'från {price}',
    priceFixed: '{price}',
    count: '{count} {{ledig tid|lediga tider}} visas',
    countMore: '{count} {{ledig tid|lediga tider}} visas, fler kan laddas',
    locationTypes: {
      physicalLocation: 'Besök på verksamhetsstället',
      remoteAppointment: 'Distansmottagning',
      phoneAppointment: 'Telefonmottagning',
      meetingAppointment: 'Möte',
      videoAppointment: 'Videomottagning',
    },
  },
  empty: {
    title: 'Inga tider motsvarar sökvillkoren',
    text: 'Pröva en annan dag, ett annat verksamhetsställe eller distansmottagning.',
    otherDays: 'Andra dagar med lediga tider',
    otherDaysLoading: 'Söker andra dagar…',
    noOtherDays: 'Det finns inga lediga tider under följande månad heller.',
    showDay: 'Visa tider från {date}',
    otherClinics: 'Andra verksamhetsställen',
    allClinics: 'Sök på alla verksamhetsställen',
    practitionerClinics: 'Yrkespersonens verksamhetsställen',
    showClinic: 'Sök på {clinic}',
  },
  occupational: {
    unknownError: {
      title: 'Vi beklagar! Något gick fel...',
      text: 'Tider inom företagshälsovården kunde inte sökas. Ladda om sidan och försök igen.',
      reload: 'Ladda om sidan',
    },
    noOccupationalHealthcare: {
      title: 'Inget avtal om företagshälsovård hittades',
      text: 'Vi hittade inget avtal om företagshälsovård för dig. Fråga din arbetsgivares personalavdelning, eller boka tid som privatkund.',
      privateLink: 'Boka tid som privatkund',
    },
    noWebReservation: {
      title: 'Tidsbokning på nätet ingår inte i ditt avtal',
      text: 'Din arbetsgivares avtal omfattar inte tidsbokning på nätet. Ring vår kundtjänst för att boka: {phone}.',
      call: 'Ring {phone}',
      chat: {
        title: 'Företagshälsovårdens chatt',
        text: 'En skötare svarar i chatten och bokar vid behov en tid åt dig.',
        action: 'Öppna chatten',
      },
      phone: {
        title: 'Företagshälsovårdens telefontjänst',
        text: 'Ring oss så bokar vi en lämplig tid åt dig.',
      },
    },
  },
} satisfies NamespaceSearchTranslation;

export default sv_search;
