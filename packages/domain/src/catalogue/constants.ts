/** Items per page of each paged list. */
export const pageSizes = {
  appointments: 20,
  conversations: 10,
  invoices: 10,
  vaccinations: 25,
} as const;

/** Other-day suggestions shown when a search finds nothing: at most one per day. */
export const maxAlternativeDays = 5;

/** How long each toast stays, in milliseconds. */
export const toastDurations = {
  default: 10_000,
  appointmentCancelled: 15_000,
  conversationClosed: 15_000,
  transactionPathError: 20_000,
  saved: 5_000,
  onboardingFade: 500,
} as const;

/** Time-out of an analytics event. */
export const analyticsTimeoutMs = 2000;

/** Response time promised for messages, in business days. */
export const messageResponseBusinessDays = { min: 1, max: 3 } as const;

/** The day the two brands merged, shown in a notice. */
export const brandMergerDate = '2025-06-01';

/** The phone number of vaccination texts. */
export const vaccinationServicePhone = '010 380 3838';

/** The emergency number named in the message notice. */
export const emergencyNumber = '112';
