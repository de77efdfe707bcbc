/**
 * The analytics events the portal sends. They carry no health data: a name, nothing of the person or
 * the appointment. Cancelling sends one before going to the front page (patient-area.md §4).
 */
export const analyticsEvents = ['appointmentCancelled'] as const;
/** One of {@link analyticsEvents}. */
export type AnalyticsEvent = (typeof analyticsEvents)[number];

/** How long the page waits for the tag manager to take an event before it goes on (messaging-invoices-shell.md §9). */
export const analyticsEventTimeoutMs = 2000;
