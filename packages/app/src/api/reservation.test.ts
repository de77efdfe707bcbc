import { describe, expect, it } from 'vitest';
import { fakeServer, unreachableServer } from '../../test/fakeServer';
import { appointment, reservedAnswer } from '../pages/reservation/testData';
import { ApiError } from './request';
import { fetchAppointment, reserveAnonymously, reserveAppointment } from './reservation';

const payload = {
  internalOrganization: 'aava',
  appointmentId: 4101,
  emailAddress: 'maija.virtanen@example.fi',
  phone: '+358401234567',
  healthCareType: 'private',
} as const;

describe('reservation calls', () => {
  describe('fetchAppointment', () => {
    it('should read the free appointment in the page language', async () => {
      const server = fakeServer({ 'GET /api/appointments/4101': { body: { type: 'success', appointment } } });
      expect((await fetchAppointment(4101, 'sv')).id).toBe(4101);
      expect(server.requests[0]?.query).toEqual({ lang: 'sv' });
    });

    it('given a time that is gone, should fail with appointmentNotAvailable', async () => {
      fakeServer({
        'GET /api/appointments/4101': { status: 404, body: { type: 'appointmentNotAvailable' } },
      });
      await expect(fetchAppointment(4101, 'fi')).rejects.toEqual(
        new ApiError(404, 'appointmentNotAvailable'),
      );
    });
  });

  describe('reserveAppointment', () => {
    it('should post the payload with the csrf token and answer the details', async () => {
      const server = fakeServer({ 'POST /api/reserve-appointment': reservedAnswer });
      const outcome = await reserveAppointment('csrf-maija', 'fi', payload);
      expect(outcome).toMatchObject({ ok: true, details: { reservationId: 9001 } });
      expect(server.requests[0]).toMatchObject({
        query: { csrfToken: 'csrf-maija', lang: 'fi' },
        body: payload,
      });
    });

    it('given a validation answer, should name the offending fields once each', async () => {
      fakeServer({
        'POST /api/reserve-appointment': {
          status: 400,
          body: {
            type: 'ValidationError',
            details: [
              { path: 'phone', message: 'format' },
              { path: 'emailAddress', message: 'format' },
              { path: 'phone', message: 'tooLong' },
            ],
          },
        },
      });
      expect(await reserveAppointment('csrf-maija', 'fi', payload)).toEqual({
        ok: false,
        error: 'validationError',
        fields: ['phone', 'emailAddress'],
        type: 'ValidationError',
      });
    });

    it('given a failed treatment chain, should read it as a direct reimbursement error', async () => {
      fakeServer({
        'POST /api/reserve-appointment': { status: 500, body: { type: 'treatmentChainCreationFailed' } },
      });
      expect(await reserveAppointment('csrf-maija', 'fi', payload)).toMatchObject({
        ok: false,
        error: 'directReimbursementError',
      });
    });

    it('given no answer, should be a network error', async () => {
      unreachableServer();
      expect(await reserveAppointment('csrf-maija', 'fi', payload)).toMatchObject({
        ok: false,
        error: 'networkError',
      });
    });
  });

  describe('reserveAnonymously', () => {
    it('given an unknown person, should answer noPatient', async () => {
      fakeServer({ 'POST /api/anon/reserve-appointment': { status: 403, body: { type: 'noPatient' } } });
      const outcome = await reserveAnonymously('en', {
        internalOrganization: 'aava',
        appointmentId: 4101,
        emailAddress: 'laura@example.fi',
        phone: '+358401234567',
        firstName: 'Laura',
        lastName: 'Mäkinen',
        ssn: '040790-9259',
      });
      expect(outcome).toMatchObject({ ok: false, error: 'noPatient' });
    });
  });
});
