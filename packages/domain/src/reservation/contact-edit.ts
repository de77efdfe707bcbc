/**
 * The contact block of the booking page (booking.md §4 "Contact edit"): read-only, editing,
 * saving, then back to read-only, or an error that keeps the form open for another try.
 */
export const contactEditStates = ['readOnly', 'editing', 'saving', 'error'] as const;
/** One of {@link contactEditStates}. */
export type ContactEditState = (typeof contactEditStates)[number];

/** What the person or the server does to the contact block. */
export type ContactEditEvent = 'edit' | 'cancel' | 'save' | 'saved' | 'failed';

const transitions: Readonly<Record<ContactEditState, Partial<Record<ContactEditEvent, ContactEditState>>>> = {
  readOnly: { edit: 'editing' },
  editing: { cancel: 'readOnly', save: 'saving' },
  saving: { saved: 'readOnly', failed: 'error' },
  error: { cancel: 'readOnly', save: 'saving' },
};

/** The next state; an event that does not apply gives back `state` itself. */
export function nextContactEdit(state: ContactEditState, event: ContactEditEvent): ContactEditState {
  return transitions[state][event] ?? state;
}

/** The form is open (or being saved): booking waits ('Save unfinished changes before continuing'). */
export function isContactEditing(state: ContactEditState): boolean {
  return state !== 'readOnly';
}
