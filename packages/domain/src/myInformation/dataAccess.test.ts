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
    ['attempt', 'other'],
  ])('%s should read as %s', (action, shown) => {
    expect(dataAccessActionOf(action)).toBe(shown);
  });

  it('should read a try of the anonymous booking form as an attempt, whatever its action', () => {
    expect(dataAccessActionOf('create', 'reservation.anonymousAttempt')).toBe('attempt');
    expect(dataAccessActionOf('create', 'reservation')).toBe('create');
  });
});

describe('dataAccessActorOf', () => {
  const eetu = { ssn: '120518A958A', patientId: 'eetu-id' };
  const own = { onBehalfOfPatientId: null, resource: 'reservation' };
  it.each([
    [{ ...own, actorSsn: '120518A958A' }, 'self'],
    [{ ...own, actorSsn: '120518A958A', detail: { channel: 'signedIn' } }, 'self'],
    [{ ...own, actorSsn: '150385-9024', onBehalfOfPatientId: 'eetu-id' }, 'guardian'],
    [{ ...own, actorSsn: '010101-123N' }, 'staff'],
    [{ ...own, actorSsn: null }, 'system'],
    // The anonymous form names the person by their own identity code: still not them, signed in.
    [{ ...own, actorSsn: '120518A958A', resource: 'reservation.anonymousAttempt' }, 'anonymous'],
    [{ ...own, actorSsn: '120518A958A', detail: { channel: 'anonymous' } }, 'anonymous'],
    [{ ...own, actorSsn: null, resource: 'reservation.anonymousLink' }, 'anonymous'],
    [{ ...own, actorSsn: null, resource: 'reservation.anonymousCheckIn' }, 'anonymous'],
  ] as const)('given %j should be %s', (entry, actor) => {
    expect(dataAccessActorOf(entry, eetu)).toBe(actor);
  });
});
