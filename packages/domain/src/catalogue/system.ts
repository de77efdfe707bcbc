/** States of the whole system. */
export const systemStatuses = ['operational', 'plannedMaintenance', 'unexpectedDowntime', 'unknown'] as const;
/** One of {@link systemStatuses}. */
export type SystemStatus = (typeof systemStatuses)[number];

/** Applications of the provider. */
export const applications = ['AavaHr', 'Asiointi'] as const;
/** One of {@link applications}. */
export type Application = (typeof applications)[number];

/** Participation types of an organisation. */
export const participationTypes = ['account', 'coordinating'] as const;
/** One of {@link participationTypes}. */
export type ParticipationType = (typeof participationTypes)[number];

/** Delivery methods of a report attachment. */
export const attachmentDeliveryMethods = ['Default', 'Email', 'Post'] as const;
/** One of {@link attachmentDeliveryMethods}. */
export type AttachmentDeliveryMethod = (typeof attachmentDeliveryMethods)[number];

/** How a person is identified in a report attachment. */
export const attachmentPersonIdentifications = [
  'dateOfBirthAndName',
  'personNumberAndDepartment',
  'personNumberAndName',
  'socialSecurityNumberAndName',
] as const;
/** One of {@link attachmentPersonIdentifications}. */
export type AttachmentPersonIdentification = (typeof attachmentPersonIdentifications)[number];

/** Screen sizes: small up to 480 px, medium up to 800 px, else large. */
export const screenSizes = ['small', 'medium', 'large'] as const;
/** One of {@link screenSizes}. */
export type ScreenSize = (typeof screenSizes)[number];

/** The screen size of a viewport width in CSS pixels. */
export function screenSizeOf(width: number): ScreenSize {
  if (width <= 480) return 'small';
  return width <= 800 ? 'medium' : 'large';
}
