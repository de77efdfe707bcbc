import type { BaseTranslation } from '../../i18n-types';

/**
 * Words the shared components need whatever the page: counters, pagers, relative times, loading.
 * Pages pass them to the components as props; the components hold no words of their own.
 */
const en_components = {
  field: {
    /** Under a text box that is past its limit. */
    tooLong: 'Character limit exceeded',
    /** Read by screen readers for the visible 'n / max' counter. */
    counter: '{count:number} of {max:number} characters used',
  },
  select: {
    placeholder: 'Choose',
    noResults: 'No results',
  },
  datePicker: {
    /** Legend of the mark on the days that have free times. */
    availableDays: 'Days with free times',
  },
  toast: {
    /** Names the region where toasts appear (a landmark). */
    region: 'Notifications',
  },
  /** A date with its time, e.g. "16.11.2026 at 10:00"; both parts come from the domain's formatters. */
  dateTime: '{date:string} at {time:string}',
  loading: 'Loading…',
  pagination: {
    label: 'Pages',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {page:number}',
    pageOf: 'Page {page:number} of {count:number}',
  },
  link: {
    /** Read after a link that opens another service in a new tab. */
    newTab: 'opens in a new tab',
    /** Example words of the catalogue: a link on a line of its own and one to another service. */
    showAll: 'Show all appointments',
    map: 'Show on the map',
  },
  breadcrumbs: {
    label: 'Breadcrumbs',
  },
  relativeTime: {
    justNow: 'Just now',
    /** Short units (messaging-invoices-shell.md §9): "5 min", "3 h". */
    minutes: '{count:number} min',
    hours: '{count:number} h',
    yesterday: 'Yesterday',
  },
  /**
   * Words of the component catalogue's examples. Pages use the words of their own feature; these let
   * every example read naturally in each language.
   */
  examples: {
    firstName: 'First name',
    email: 'E-mail',
    emailDescription: 'We send the booking confirmation to this address.',
    emailInvalid: 'Check the e-mail address.',
    phone: 'Mobile phone',
    required: 'Fill in this field.',
    reasonForVisit: 'Reason for visit',
    reasonForVisitDescription: 'Describe your symptoms briefly. Do not write your personal identity code.',
    acceptTerms: 'I have read and accept the booking terms',
    acceptTermsError: 'Accept the terms to book the appointment.',
    bindingReservation: 'I understand that the reservation is binding',
    timeOfDay: 'Time of day',
    timesOfDay: {
      all: 'All',
      morning: 'Morning 7–12',
      afternoon: 'Afternoon 12–16',
      evening: 'Evening 16–21',
    },
    visitType: 'Appointment type',
    visitTypes: {
      clinic: 'Clinic visit',
      video: 'Video appointment',
      phone: 'Phone appointment',
    },
    specialty: 'Specialty',
    specialties: {
      generalPractice: 'General practitioner',
      nurse: 'Nurse',
      physiotherapy: 'Physiotherapist',
      dermatology: 'Dermatologist',
      paediatrics: 'Paediatrician',
    },
    clinic: 'Clinic',
    clinicDescription: 'Type a town or the name of a clinic.',
    date: 'Appointment date',
    tabs: {
      label: 'Sickness fund',
      overview: 'Overview',
      reimbursements: 'Reimbursement practices',
      instructions: 'Instructions',
      faq: 'Frequently asked questions',
      overviewText: 'The sickness fund pays part of the cost of your visits.',
      reimbursementsText: 'A visit to a nurse costs you 5 euros.',
      instructionsText: 'Keep the receipts of your visits.',
      faqText: 'Certificates are available from 1 January 2022.',
    },
    toasts: {
      saved: 'Changes saved',
      appointmentCancelled: 'Appointment canceled',
      conversationClosed: 'The conversation was closed',
      transactionPathError: 'Identification failed. Please try again.',
      show: 'Show message',
    },
    card: {
      title: 'General practitioner appointment',
      text: 'Monday 16 November 2026 at 10:00, Helsinki Kamppi clinic',
      action: 'Show appointment',
    },
    empty: {
      title: 'No upcoming appointments',
      text: 'Your booked appointments are shown here.',
      action: 'Book an appointment',
    },
    home: 'Front page',
    booking: 'Booking',
    privateCustomer: 'Private customer',
    practitioner: 'Practitioner',
    upload: 'Uploading the picture',
    price: 'Price',
    sentAt: 'Sent',
  },
} satisfies BaseTranslation;

export default en_components;
