import { ApiError } from '../http/apiError';
import type { UpstreamFailureLog } from '../upstream/failureLog';
import { guardianshipQuery } from './protocol';
import type { PopulationRegister } from './register';

export interface HttpRegisterOptions {
  /** The service's base address, e.g. `https://register.clinic.example/v1`. */
  readonly url: string;
  /** The bearer token the service knows the portal by. */
  readonly token: string;
  /** How long one call may take before acting for a child answers `populationRegisterUnavailable`. */
  readonly timeoutMs?: number;
  /** Told why a call failed before acting for a child is told the register is unavailable. */
  readonly onFailure: UpstreamFailureLog;
}

const unavailable = () => new ApiError('populationRegisterUnavailable');

/**
 * The population register through its guardianship service (`protocol.ts`). A call that fails, times
 * out or answers in another shape (or about another guardian) decides nothing: it is
 * `populationRegisterUnavailable`, which the transaction path page shows as its unknown error.
 */
export function httpPopulationRegister({
  url,
  token,
  timeoutMs = 8000,
  onFailure,
}: HttpRegisterOptions): PopulationRegister {
  const call = 'guardianship';
  const base = url.replace(/\/$/, '');
  return {
    async wardsOf(guardian, asOf) {
      let response: Response;
      try {
        response = await fetch(`${base}${guardianshipQuery.path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(guardianshipQuery.request.parse({ guardian, asOf })),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        onFailure({ service: 'populationRegister', call, reason: 'network', error });
        throw unavailable();
      }
      const { status } = response;
      if (!response.ok) {
        onFailure({ service: 'populationRegister', call, reason: 'status', status });
        throw unavailable();
      }
      const parsed = guardianshipQuery.answer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success || parsed.data.guardian !== guardian) {
        onFailure({ service: 'populationRegister', call, reason: 'answerShape', status });
        throw unavailable();
      }
      return parsed.data.wards;
    },
  };
}

/** The register when no service is configured (production refuses to start so): nothing is decided. */
export const unavailablePopulationRegister: PopulationRegister = {
  wardsOf: async () => {
    throw unavailable();
  },
};
