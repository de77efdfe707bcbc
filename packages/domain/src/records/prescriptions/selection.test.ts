import { describe, expect, it } from 'vitest';
import { prescriptionRenewalStates } from '../../catalogue/medical';
import {
  canRenewPrescriptions,
  isAllSelected,
  isRenewalEditable,
  nextRenewalState,
  type RenewalEvent,
  toggleAllRenewable,
  toggleRenewalSelection,
} from './selection';

const list = [
  { id: 3, isRenewable: true },
  { id: 1, isRenewable: false },
  { id: 2, isRenewable: true },
];

describe('toggleRenewalSelection', () => {
  it('should add a renewable prescription and keep the order of the list', () => {
    expect(toggleRenewalSelection([2], 3, list)).toEqual([3, 2]);
  });

  it('should take a selected prescription out', () => {
    expect(toggleRenewalSelection([3, 2], 3, list)).toEqual([2]);
  });

  it('should not select a non-renewable or unknown prescription', () => {
    expect(toggleRenewalSelection([], 1, list)).toEqual([]);
    expect(toggleRenewalSelection([2], 99, list)).toEqual([2]);
  });
});

describe('select all', () => {
  it('should select every renewable prescription, then none', () => {
    const all = toggleAllRenewable([], list);
    expect(all).toEqual([3, 2]);
    expect(isAllSelected(all, list)).toBe(true);
    expect(toggleAllRenewable(all, list)).toEqual([]);
  });

  it('should not count as all selected when nothing is renewable', () => {
    expect(isAllSelected([], [{ id: 1, isRenewable: false }])).toBe(false);
  });
});

describe('nextRenewalState', () => {
  const send: RenewalEvent = { type: 'send', complete: true };
  it.each([
    ['editing', send, 'sending'],
    ['editing', { type: 'send', complete: false }, 'editing'],
    ['sending', send, 'sending'],
    ['sending', { type: 'succeeded' }, 'sent'],
    ['sending', { type: 'failed' }, 'failed'],
    ['failed', send, 'sending'],
    ['failed', { type: 'send', complete: false }, 'failed'],
    ['sent', send, 'sent'],
    ['editing', { type: 'succeeded' }, 'editing'],
    ['sent', { type: 'failed' }, 'sent'],
  ] as const)('from %s on %o should go to %s', (from, event, to) => {
    expect(nextRenewalState(from, event)).toBe(to);
  });

  it('should take input only while editing or after a failure', () => {
    expect(prescriptionRenewalStates.filter(isRenewalEditable)).toEqual(['editing', 'failed']);
  });
});

describe('canRenewPrescriptions', () => {
  it.each([
    ['enabled', list, true],
    ['enabled', [{ id: 1, isRenewable: false }], false],
    ['maintenance', list, false],
    ['disabled', list, false],
  ] as const)('with renewals %s and %o: %s', (renewal, prescriptions, expected) => {
    expect(canRenewPrescriptions({ renewal, prescriptions })).toBe(expected);
  });
});
