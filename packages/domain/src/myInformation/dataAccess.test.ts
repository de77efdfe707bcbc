import { describe, expect, it } from 'vitest';
import { dataAccessActionOf, dataAccessActorOf, dataAccessTopicOf } from './dataAccess';

describe('dataAccessTopicOf', () => {
  it.each([
    ['patient', 'personalDetails'],
    ['patient.name', 'personalDetails'],
    ['patient.contact', 'contactDetails'],
    ['patient.consent', 'consent'],
    ['patient.concept', 'insurance'],
    ['patient.mfa', 'smsLogin'],
    ['patient.dataAccess', 'accessLog'],
    ['reservation', 'appointments'],
    ['reservation.checkIn', 'appointments'],
    ['invoicePdf', 'invoices'],
    ['payment', 'invoices'],
    ['insurance.partnerPermitApplication', 'insurance'],
    ['visit', 'records'],
    ['labResult', 'records'],
    ['conversation.thread', 'messages'],
    ['session', 'other'],
    ['somethingNew', 'other'],
  ])('%s should read as %s', (resource, topic) => {
    expect(dataAccessTopicOf(resource)).toBe(topic);
  });
});

describe('dataAccessActionOf', () => {
  it.each([
    ['read', 'read'],
    ['update', 'update'],
    ['signIn', 'signIn'],
    ['mfaFailed', 'other'],
    ['other', 'other'],
  ])('%s should read as %s', (action, shown) => {
    expect(dataAccessActionOf(action)).toBe(shown);
  });
});

describe('dataAccessActorOf', () => {
  const eetu = { ssn: '120518A958A', patientId: 'eetu-id' };
  it.each([
    [{ actorSsn: '120518A958A', onBehalfOfPatientId: null }, 'self'],
    [{ actorSsn: '150385-9024', onBehalfOfPatientId: 'eetu-id' }, 'guardian'],
    [{ actorSsn: '010101-123N', onBehalfOfPatientId: null }, 'staff'],
    [{ actorSsn: null, onBehalfOfPatientId: null }, 'system'],
  ] as const)('given %j should be %s', (entry, actor) => {
    expect(dataAccessActorOf(entry, eetu)).toBe(actor);
  });
});
