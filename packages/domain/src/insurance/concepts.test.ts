import { describe, expect, it } from 'vitest';
import { offeredInsuranceCompanies } from '../catalogue/insurance';
import {
  conceptAction,
  conceptCodeOf,
  conceptStatusAfterAdd,
  directReimbursementInsurerOf,
  insurerConceptCodes,
  isDirectReimbursementConcept,
  isOfferedInsurer,
} from './concepts';

describe('isOfferedInsurer', () => {
  it('should offer only If, the partner insurer, the OP insurer and Other', () => {
    expect(offeredInsuranceCompanies).toEqual(['IF', 'LAHITAPIOLA', 'OP', 'OTHER']);
    expect(['IF', 'LAHITAPIOLA', 'OP', 'OTHER'].every(isOfferedInsurer)).toBe(true);
    expect(['FENNIA', 'TURVA', 'if', '', null].some(isOfferedInsurer)).toBe(false);
  });
});

describe('conceptCodeOf', () => {
  it.each([
    ['IF', 'USE_REIMBURSEMENT', '7102'],
    ['IF', 'PAY_AND_REIMBURSE', '7101'],
    ['LAHITAPIOLA', 'USE_REIMBURSEMENT', '7202'],
    ['OP', 'COMPANY_REIMBURSEMENT', '7303'],
    ['OTHER', 'PAY_AND_REIMBURSE', null],
    ['IF', null, null],
    [null, 'USE_REIMBURSEMENT', null],
  ] as const)('%s with %s should send %s', (company, reimbursement, expected) => {
    expect(conceptCodeOf(company, reimbursement)).toBe(expected);
  });

  it('should give every concept its own code', () => {
    const codes = Object.values(insurerConceptCodes).flatMap((codes) => Object.values(codes));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d+$/.test(code))).toBe(true);
  });
});

describe('isDirectReimbursementConcept', () => {
  it.each([
    ['7102', true],
    ['7202', true],
    ['7302', true],
    ['7101', false],
    ['7303', false],
    ['663', false],
  ])('%s should be direct reimbursement: %s', (code, expected) => {
    expect(isDirectReimbursementConcept(code)).toBe(expected);
  });
});

describe('directReimbursementInsurerOf', () => {
  it.each([
    ['7102', 'IF'],
    ['7202', 'LAHITAPIOLA'],
    ['7302', 'OP'],
    ['7101', null],
    ['7203', null],
    ['663', null],
  ])('%s should be the direct reimbursement of %s', (code, expected) => {
    expect(directReimbursementInsurerOf(code)).toBe(expected);
  });
});

describe('conceptAction', () => {
  const concepts = [
    { code: '7101', directReimbursementAllowed: false },
    { code: '7102', directReimbursementAllowed: false },
    { code: '7202', directReimbursementAllowed: true },
  ];
  it.each([
    [null, 'none'],
    ['7101', 'send'],
    ['7202', 'send'],
    ['7102', 'add'],
    ['7301', 'add'],
  ])('with code %s should answer %s', (code, expected) => {
    expect(conceptAction(concepts, code)).toBe(expected);
  });
});

describe('conceptStatusAfterAdd', () => {
  it.each([
    [{ type: 'success' }, 'ready'],
    [{ type: 'conceptNotFound' }, 'failed'],
    [{ type: 'conceptOnlineUpdateNotAllowed' }, 'failed'],
    [null, 'failed'],
    ['success', 'failed'],
  ])('after %j should be %s', (answer, expected) => {
    expect(conceptStatusAfterAdd(answer)).toBe(expected);
  });
});
