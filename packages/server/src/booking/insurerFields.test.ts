import type { AppointmentWire } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { startTestServer, type TestServer } from '../testing/testServer';

// A reservation's insurer fields become a claim on an insurer, so the server checks each against
// what the patient really has instead of storing what the browser sent.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const maija = '150385-9024';
const mikko = '150385-913F';

let taken = 0;
async function insuranceTime(): Promise<AppointmentWire> {
  const query = new URLSearchParams({
    startDate: server.clock.now.toISOString(),
    endDate: new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString(),
    isInsuranceCustomer: 'true',
    offset: String(taken++),
  });
  const { body } = await server
    .browser()
    .json<{ availableAppointments: { appointments: AppointmentWire[] } }>(`/api/appointments?${query}`);
  const [time] = body.availableAppointments.appointments;
  if (!time) throw new Error('no free insurance time');
  return time;
}

async function signedIn(code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  const post = (path: string, payload: Record<string, unknown>) =>
    browser.json<Record<string, unknown>>(`${path}?csrfToken=${body.session.csrfToken}&lang=en`, {
      method: 'POST',
      body: JSON.stringify(payload),
    });
  return {
    reserve: async (fields: Record<string, unknown>) => {
      const time = await insuranceTime();
      const answer = await post('/api/reserve-appointment', {
        internalOrganization: 'aava',
        appointmentId: time.id,
        emailAddress: 'patient@example.fi',
        phone: '+358401112233',
        healthCareType: 'insurance',
        ...fields,
      });
      return { ...answer, time };
    },
    addConcept: (code: string) => post('/api/concepts', { code }),
  };
}

async function storedReservationOf(slotId: number) {
  return server.database.db.select().from(schema.reservations).where(eq(schema.reservations.slotId, slotId));
}

describe('the insurer fields of a signed-in reservation', () => {
  describe('given a concept code that is not among Maija’s concepts', () => {
    it('should answer conceptNotFound and reserve nothing', async () => {
      const { reserve } = await signedIn(maija);
      const { status, body, time } = await reserve({ conceptCode: '7201' });
      expect(status).toBe(404);
      expect(body).toEqual({ type: 'conceptNotFound' });
      expect(await storedReservationOf(time.id)).toEqual([]);
    });
  });

  describe('given Maija added the partner insurer’s direct reimbursement and picked her own permit', () => {
    it('should reserve and keep the concept and the permit', async () => {
      const { reserve, addConcept } = await signedIn(maija);
      expect((await addConcept('7202')).status).toBe(200);
      const { status, time } = await reserve({ conceptCode: '7202', dcpContentHash: 'lt-dcp-7f3a9c21' });
      expect(status).toBe(200);
      const [stored] = await storedReservationOf(time.id);
      expect(stored).toMatchObject({ conceptCode: '7202', dcpContentHash: 'lt-dcp-7f3a9c21' });
    });
  });

  describe('given a permit hash that is not one of hers at the partner insurer', () => {
    it('should answer directReimbursementError and reserve nothing', async () => {
      const { reserve, addConcept } = await signedIn(maija);
      await addConcept('7202');
      const { status, body, time } = await reserve({ conceptCode: '7202', dcpContentHash: 'lt-dcp-forged' });
      expect(status).toBe(409);
      expect(body).toEqual({ type: 'directReimbursementError' });
      expect(await storedReservationOf(time.id)).toEqual([]);
    });
  });

  describe('given a direct-reimbursement concept on record that does not allow it', () => {
    it('should answer directReimbursementError', async () => {
      const [patient] = await server.database.db
        .select({ id: schema.patients.id })
        .from(schema.patients)
        .where(eq(schema.patients.ssn, maija));
      await server.database.db
        .insert(schema.patientConcepts)
        .values({ patientId: patient?.id ?? '', code: '7302', directReimbursementAllowed: false });
      const { reserve } = await signedIn(maija);
      const { status, body } = await reserve({ conceptCode: '7302' });
      expect(status).toBe(409);
      expect(body).toEqual({ type: 'directReimbursementError' });
    });
  });

  describe('given an OP policy id', () => {
    it('should reserve for Mikko, whose employer’s insurance the company check gives', async () => {
      const { reserve } = await signedIn(mikko);
      const { status, time } = await reserve({ pohjolaPolicyId: 'OP-YR-4471203' });
      expect(status).toBe(200);
      const [stored] = await storedReservationOf(time.id);
      expect(stored?.pohjolaPolicyId).toBe('OP-YR-4471203');
    });

    it('should refuse the same id from Maija, whom the company check gives none', async () => {
      const { reserve } = await signedIn(maija);
      const { status, body, time } = await reserve({ pohjolaPolicyId: 'OP-YR-4471203' });
      expect(status).toBe(409);
      expect(body).toEqual({ type: 'directReimbursementError' });
      expect(await storedReservationOf(time.id)).toEqual([]);
    });
  });
});

describe('POST /api/concepts asks the insurer about direct reimbursement', () => {
  describe('given Aino, who has no insurer policies', () => {
    it('should refuse the partner insurer’s direct reimbursement and record nothing of it', async () => {
      const aino = await signedIn('010158-936L');
      expect(await aino.addConcept('7202')).toEqual({
        status: 409,
        body: { type: 'directReimbursementError' },
      });
      const [patient] = await server.database.db
        .select({ id: schema.patients.id })
        .from(schema.patients)
        .where(eq(schema.patients.ssn, '010158-936L'));
      const concepts = await server.database.db
        .select()
        .from(schema.patientConcepts)
        .where(eq(schema.patientConcepts.patientId, patient?.id ?? ''));
      expect(concepts).toEqual([]);
    });

    it('should still add paying herself and claiming afterwards, which needs no insurer’s leave', async () => {
      const aino = await signedIn('010158-936L');
      expect((await aino.addConcept('7201')).status).toBe(200);
    });
  });

  describe('given Mikko, insured at the OP insurer through his employer', () => {
    it('should add its direct reimbursement', async () => {
      const { addConcept } = await signedIn(mikko);
      expect((await addConcept('7302')).status).toBe(200);
    });
  });
});
