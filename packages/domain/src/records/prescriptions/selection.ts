import type { PrescriptionRenewalState } from '../../catalogue/medical';
import type { Prescription } from './wire';

type Selectable = Pick<Prescription, 'id' | 'isRenewable'>;

/**
 * Adds a renewable prescription to the basket or takes it out (patient-area.md §4); a
 * non-renewable one cannot be selected, so the basket is left as it was. The order of the list is kept.
 */
export function toggleRenewalSelection(
  selected: readonly number[],
  id: number,
  prescriptions: readonly Selectable[],
): number[] {
  const chosen = new Set(selected);
  const target = prescriptions.find((prescription) => prescription.id === id);
  if (!target?.isRenewable) return [...selected];
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return prescriptions.filter((prescription) => chosen.has(prescription.id)).map(({ id }) => id);
}

/** Every renewable prescription, in the order of the list. */
export function renewableIds(prescriptions: readonly Selectable[]): number[] {
  return prescriptions.filter((prescription) => prescription.isRenewable).map(({ id }) => id);
}

/** Whether every renewable prescription is in the basket (and there is at least one). */
export function isAllSelected(selected: readonly number[], prescriptions: readonly Selectable[]): boolean {
  const all = renewableIds(prescriptions);
  return all.length > 0 && all.every((id) => selected.includes(id));
}

/** Select all: every renewable one; pressed again with all selected, the basket empties. */
export function toggleAllRenewable(
  selected: readonly number[],
  prescriptions: readonly Selectable[],
): number[] {
  return isAllSelected(selected, prescriptions) ? [] : renewableIds(prescriptions);
}

/** What moves the renewal form on. */
export type RenewalEvent =
  | { readonly type: 'send'; readonly complete: boolean }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed' };

/**
 * The renewal form's states (patient-area.md §4): editing, then sending (Send disabled) once a
 * complete form is sent, then sent or failed; a failed form stays editable and may be sent again.
 * Any other event leaves the state as it is.
 */
export function nextRenewalState(
  state: PrescriptionRenewalState,
  event: RenewalEvent,
): PrescriptionRenewalState {
  switch (event.type) {
    case 'send':
      return (state === 'editing' || state === 'failed') && event.complete ? 'sending' : state;
    case 'succeeded':
      return state === 'sending' ? 'sent' : state;
    case 'failed':
      return state === 'sending' ? 'failed' : state;
    default:
      return event satisfies never;
  }
}

/** Whether the form's fields and Send take input in a state. */
export function isRenewalEditable(state: PrescriptionRenewalState): boolean {
  return state === 'editing' || state === 'failed';
}

/**
 * Whether the front page offers 'Renew prescriptions' (patient-area.md §2, §6: canRenewPrescriptions):
 * renewals are taken and at least one prescription is renewable.
 */
export function canRenewPrescriptions(answer: {
  readonly renewal: string;
  readonly prescriptions: readonly Pick<Prescription, 'isRenewable'>[];
}): boolean {
  return (
    answer.renewal === 'enabled' && answer.prescriptions.some((prescription) => prescription.isRenewable)
  );
}
