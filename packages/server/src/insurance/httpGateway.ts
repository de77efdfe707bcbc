import type { z } from 'zod';
import { ApiError } from '../http/apiError';
import type { UpstreamFailureLog } from '../upstream/failureLog';
import type { InsurerGateway } from './gateway';
import { type InsurerCall, insurerCalls } from './gatewayProtocol';

export interface HttpInsurersOptions {
  /** The gateway's base address, e.g. `https://insurers.clinic.example/v1`. */
  readonly url: string;
  /** The bearer token the gateway knows the portal by. */
  readonly token: string;
  /** How long one call may take before the booking page is told the insurer is unavailable. */
  readonly timeoutMs?: number;
  /** Told why a call failed before the booking page is told the insurer is unavailable. */
  readonly onFailure: UpstreamFailureLog;
}

const unavailable = () => new ApiError('insurerUnavailable');

/**
 * The insurers through the clinic's integration gateway (`gatewayProtocol.ts`). A call that fails,
 * times out or answers in another shape is `insurerUnavailable`: the booking page shows its insurer
 * error panel, from which the person can try again or continue paying themselves.
 */
export function httpInsurers({
  url,
  token,
  timeoutMs = 8000,
  onFailure,
}: HttpInsurersOptions): InsurerGateway {
  const base = url.replace(/\/$/, '');

  async function call<C extends InsurerCall>(
    name: C,
    request: z.input<(typeof insurerCalls)[C]['request']>,
  ): Promise<z.output<(typeof insurerCalls)[C]['answer']>> {
    const { path, answer } = insurerCalls[name];
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      onFailure({ service: 'insurers', call: name, reason: 'network', error });
      throw unavailable();
    }
    const { status } = response;
    if (!response.ok) {
      onFailure({ service: 'insurers', call: name, reason: 'status', status });
      throw unavailable();
    }
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      onFailure({ service: 'insurers', call: name, reason: 'answerShape', status });
      throw unavailable();
    }
    return parsed.data as z.output<(typeof insurerCalls)[C]['answer']>;
  }

  return {
    partnerPolicy: async (person) => (await call('partnerPolicy', { person })).hasHealthcarePolicy,
    partnerPermits: async (person, lang) => (await call('partnerPermits', { person, lang })).permits,
    partnerPermitApplication: async (application) =>
      (await call('partnerPermitApplication', application)).url,
    pohjolaPersonal: async (person, date) => (await call('pohjolaPersonal', { person, date })).hasInsurance,
    directReimbursement: async (person, insurer) =>
      (await call('directReimbursement', { person, insurer })).allowed,
    pohjolaCompany: async (person, eventType, lang) =>
      (await call('pohjolaCompany', { person, eventType, lang })).insurance,
  };
}
