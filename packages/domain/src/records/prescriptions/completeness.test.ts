import { describe, expect, it } from 'vitest';
import { isRenewalComplete, missingRenewalAnswers } from './completeness';
import { emptyRenewalAnswers } from './questions';
import type { PrescriptionAnswers, RenewalAnswers } from './wire';

const complete: PrescriptionAnswers = {
  prescriptionId: 1,
  purpose: 'Verenpaine',
  hasRunOut: true,
  hasSideEffects: false,
};
const form = (...prescriptions: PrescriptionAnswers[]): RenewalAnswers => ({
  general: { otherMedicines: '', additionalInfo: '' },
  prescriptions,
});

describe('missingRenewalAnswers', () => {
  describe('given a fresh form', () => {
    it('should lack each prescription’s text and yes/no answers but no general answer', () => {
      expect(missingRenewalAnswers(emptyRenewalAnswers([1, 2]), [1, 2])).toEqual([
        { kind: 'prescription', prescriptionId: 1, question: 'purpose' },
        { kind: 'prescription', prescriptionId: 1, question: 'hasRunOut' },
        { kind: 'prescription', prescriptionId: 1, question: 'hasSideEffects' },
        { kind: 'prescription', prescriptionId: 2, question: 'purpose' },
        { kind: 'prescription', prescriptionId: 2, question: 'hasRunOut' },
        { kind: 'prescription', prescriptionId: 2, question: 'hasSideEffects' },
      ]);
    });
  });

  it.each<[string, RenewalAnswers, boolean]>([
    ['all answered, follow-ups hidden', form(complete), true],
    ['general texts empty', form(complete), true],
    ['a general question missing', { general: { otherMedicines: '' }, prescriptions: [complete] }, false],
    ['the text question blank', form({ ...complete, purpose: '  ' }), false],
    ['a yes/no unanswered', form({ ...complete, hasSideEffects: undefined }), false],
    ['not run out without how much is left', form({ ...complete, hasRunOut: false }), false],
    [
      'not run out with how much is left',
      form({ ...complete, hasRunOut: false, amountLeft: 'puolet' }),
      true,
    ],
    ['side effects without saying which', form({ ...complete, hasSideEffects: true }), false],
    ['side effects described', form({ ...complete, hasSideEffects: true, sideEffects: 'päänsärky' }), true],
    ['an empty hidden follow-up', form({ ...complete, hasRunOut: true, amountLeft: '' }), true],
    ['no answers for the prescription', form(), false],
  ])('%s: complete is %s', (_name, answers, expected) => {
    expect(isRenewalComplete(answers, [1])).toBe(expected);
  });

  it('should name the follow-up that is missing', () => {
    expect(missingRenewalAnswers(form({ ...complete, hasSideEffects: true }), [1])).toEqual([
      { kind: 'prescription', prescriptionId: 1, question: 'sideEffects' },
    ]);
  });

  it('should name a missing general question', () => {
    expect(
      missingRenewalAnswers({ general: { additionalInfo: '' }, prescriptions: [complete] }, [1]),
    ).toEqual([{ kind: 'general', question: 'otherMedicines' }]);
  });
});
