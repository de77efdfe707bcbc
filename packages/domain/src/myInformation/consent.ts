/** What the required boxes of the patient data consent form hold. */
export interface ConsentFormBoxes {
  /** The form has never been filled: the privacy policy is shown, and its box is required. */
  readonly neverFilled: boolean;
  readonly privacyPolicyRead: boolean;
  readonly dataProcessingAccepted: boolean;
}

/**
 * Whether the consent form may be sent (patient-area.md §4, §5): the data-processing consent is
 * always required, the privacy-policy box only while the form has never been filled; the permits
 * are voluntary.
 */
export function consentFormReady(boxes: ConsentFormBoxes): boolean {
  return boxes.dataProcessingAccepted && (!boxes.neverFilled || boxes.privacyPolicyRead);
}
