import type { BaseTranslation } from '../../i18n-types';

/** Words of appointment search: the visit-type landing page and the appointment lists. */
const en_search = {
  landing: {
    title: 'Book an appointment',
    intro: 'Choose how your visit is paid for. You can then search for free times.',
    /** Names the list of the other languages' landing pages. */
    /** The notice of the brands' merger (booking.md §9). */
    merger: 'Aava and Pikkujätti became one company on 1 June 2025. Customer service: {phone:string}.',
    languages: 'The booking page in other languages',
    visitTypes: {
      private: { title: 'Private customer', text: 'You pay for the visit yourself or claim it from Kela.' },
      occupational: {
        title: 'Occupational healthcare',
        text: 'Your employer has an occupational healthcare agreement with us.',
      },
      insurance: { title: 'Insurance customer', text: 'Your visit is paid by your insurance company.' },
      kela65: {
        title: 'Kela doctor visit for over 65s',
        text: 'Kela reimburses a general practitioner visit for customers aged 65 or over.',
      },
    },
  },
  list: {
    titles: {
      private: 'Book as a private customer',
      occupational: 'Book occupational healthcare',
      insurance: 'Book as an insurance customer',
      kela65: 'Book a Kela doctor visit for over 65s',
      anonymous: 'Available appointments',
    },
    breadcrumbs: { front: 'Front page', booking: 'Booking' },
    info: {
      insurance: 'Have the decision of your insurance company and your policy number at hand when you book.',
      kela65:
        'Kela reimburses the visit when you are 65 or over. You sign in with strong identification to book.',
      occupational: 'The times shown are included in your employer’s occupational healthcare agreement.',
    },
    /** Heading of the specialty's own reservation information. */
    specialtyInfo: 'About {specialty:string}',
  },
  filter: {
    label: 'Search criteria',
    clinic: 'Clinic',
    allClinics: 'All clinics',
    specialty: 'Specialty',
    allSpecialties: 'All specialties',
    kela65Specialty: 'Kela doctor visit for over 65s',
    kela65SpecialtyHint: 'This list shows only Kela doctor visits for over 65s.',
    practitioner: 'Practitioner',
    allPractitioners: 'All practitioners',
    practitionerHint: 'Choosing a practitioner shows all of their times, also remote ones.',
    noResults: 'No results',
    includeRemote: 'Include remote appointments',
    includeRemoteLocked: 'The chosen specialty is offered as remote appointments too.',
    startDate: 'Start date',
    startDatePlaceholder: 'Choose',
    availableDays: 'Days with free times',
  },
  timeOfDay: {
    label: 'Time of day',
    all: 'All',
    morning: 'Morning 7–12',
    afternoon: 'Afternoon 12–16',
    evening: 'Evening 16–21',
  },
  results: {
    label: 'Free appointments',
    loading: 'Searching for appointments…',
    loadingMore: 'Loading more appointments…',
    showMore: 'Show more',
    moreFailed: 'Could not load more appointments.',
    /** Between the earlier days of the week and month and the chosen day, while more of them may follow. */
    showEarlier: 'Show more times before {date:string}',
    earlierFailed: 'Could not load the earlier appointments.',
    error: 'Sorry – Could not search for appointments, try again later',
    retry: 'Retry',
    /** The accessible name of a time's link: the time, the day, the practitioner and the place. */
    reserve: 'Book {time:string} on {date:string}, {practitioner:string}, {place:string}',
    choose: 'Book',
    duration: '{minutes:number} min',
    /** Beside a clinic the person did not choose: the search adds the neighbouring municipalities' clinics. */
    nearbyClinic: 'Nearby clinic',
    /** The place in a time's accessible name when it is at a nearby clinic. */
    nearbyPlace: '{clinic:string}, a nearby clinic',
    /** The price on a time's row: extra fees may come at the visit. */
    priceFrom: 'from {price:string}',
    /** The kela65 visit's fixed price. */
    priceFixed: '{price:string}',
    /** What the live region says when the times have come. */
    count: '{count:number} free {{appointment|appointments}} shown',
    countMore: '{count:number} free {{appointment|appointments}} shown, more can be loaded',
    locationTypes: {
      physicalLocation: 'Clinic visit',
      remoteAppointment: 'Remote appointment',
      phoneAppointment: 'Phone appointment',
      meetingAppointment: 'Meeting',
      videoAppointment: 'Video appointment',
    },
  },
  empty: {
    title: 'No appointments match the criteria',
    text: 'Try another day, another clinic or remote appointments.',
    otherDays: 'Other days with free times',
    otherDaysLoading: 'Looking for other days…',
    noOtherDays: 'There are no free times in the following month either.',
    /** A suggested day's button: the weekday and date of its first free time. */
    showDay: 'Show times from {date:string}',
    otherClinics: 'Other clinics',
    allClinics: 'Search all clinics',
    practitionerClinics: 'Clinics of the practitioner',
    showClinic: 'Search {clinic:string}',
  },
  occupational: {
    unknownError: {
      title: 'Apologies! Something went wrong...',
      text: 'We could not search for occupational healthcare appointments. Reload the page to try again.',
      reload: 'Reload page',
    },
    noOccupationalHealthcare: {
      title: 'No occupational healthcare agreement found',
      text: 'We found no occupational healthcare agreement for you. Ask your employer’s HR, or book as a private customer.',
      privateLink: 'Book as a private customer',
    },
    noWebReservation: {
      title: 'Online booking is not included in your agreement',
      text: 'Your employer’s agreement does not include online booking. Call our customer service to book: {phone:string}.',
      call: 'Call {phone:string}',
      chat: {
        title: 'Chat with occupational healthcare',
        text: 'A nurse answers in the chat and books an appointment for you when needed.',
        action: 'Open the chat',
      },
      phone: {
        title: 'Occupational healthcare phone service',
        text: 'Call us and we book the right appointment for you.',
      },
    },
  },
} satisfies BaseTranslation;

export default en_search;
