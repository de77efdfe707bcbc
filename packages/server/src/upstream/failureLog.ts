import type { Logger } from 'pino';
import { currentRequest } from '../http/requestContext';

/** The outside services the portal calls through an `http` adapter. */
export type UpstreamService = 'messageGateway' | 'insurers' | 'populationRegister' | 'paymentProvider';

/**
 * Why a call to an outside service failed, as an operator needs it to find the cause: the service
 * and call, and either the status it answered, that it answered in another shape, or the network
 * error. Never the request or the answer's body: they carry identity codes and phone numbers.
 */
export type UpstreamFailure = {
  service: UpstreamService;
  call: string;
} & (
  | { reason: 'status'; status: number }
  | { reason: 'answerShape'; status: number }
  | { reason: 'network'; error: unknown }
);

/** Told of every failed outside call before the adapter answers that the service is unavailable. */
export type UpstreamFailureLog = (failure: UpstreamFailure) => void;

/**
 * Logs an outside call's failure with the request's id (its logger names it) or, in a background
 * job, with the server's logger. The network error goes through the logger's `err` serializer,
 * which keeps its kind, code and frames (`http/logSafety.ts`).
 */
export function upstreamFailureLog(logger: Logger): UpstreamFailureLog {
  return (failure) => {
    const log = currentRequest()?.log ?? logger;
    if (failure.reason === 'network') {
      const { error, ...upstream } = failure;
      log.warn({ upstream, err: error }, 'outside service failed');
    } else log.warn({ upstream: failure }, 'outside service failed');
  };
}
