import {
  type InsuranceSection,
  type InsuranceSectionEvent,
  type Lang,
  partnerInsurerRequest,
  pohjolaRequest,
} from '@portal/domain';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  checkPartnerPolicy,
  checkPohjolaCompany,
  checkPohjolaPersonal,
  fetchPartnerPermits,
} from '../../api/insurance';
import { insuranceKeys } from './queries';

/**
 * Reads one due check through the cache and answers it with `send`, unless the state that asked
 * for it was left; leaving cancels the call. Returns the cleanup of the effect that asked.
 */
function check<T>(
  client: QueryClient,
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  answer: (value: T) => void,
  fail: () => void,
): () => void {
  let live = true;
  client.fetchQuery({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: 0 }).then(
    (value) => {
      if (live) answer(value);
    },
    () => {
      if (live) fail();
    },
  );
  return () => {
    live = false;
    void client.cancelQueries({ queryKey });
  };
}

/**
 * Makes the insurer call a state of the section waits for (the machines' `partnerInsurerRequest`
 * and `pohjolaRequest`) through the query cache and sends its answer back as the machine's event.
 * A new state cancels the call of the old one; an answer that no longer applies is ignored by the
 * machine anyway.
 */
export function useInsurerChecks(
  section: InsuranceSection,
  dispatch: (event: InsuranceSectionEvent) => void,
  appointmentStart: string,
  lang: Lang,
): void {
  const partner = section.company === 'LAHITAPIOLA' && section.partnerFlow ? section.partner : null;
  const pohjola = section.company === 'OP' ? section.pohjola : null;

  const client = useQueryClient();

  useEffect(() => {
    const request = partner === null ? null : partnerInsurerRequest(partner);
    if (request === null) return;
    const send = (event: Extract<InsuranceSectionEvent, { type: 'partner' }>['event']) =>
      dispatch({ type: 'partner', event });
    return request === 'policyCheck'
      ? check(
          client,
          insuranceKeys.partnerPolicy(),
          checkPartnerPolicy,
          (hasHealthcarePolicy) => send({ type: 'policyChecked', hasHealthcarePolicy }),
          () => send({ type: 'policyCheckFailed' }),
        )
      : check(
          client,
          insuranceKeys.partnerPermits(lang),
          (signal) => fetchPartnerPermits(lang, signal),
          (permits) => send({ type: 'permitsLoaded', permits }),
          () => send({ type: 'permitsFailed' }),
        );
  }, [partner, dispatch, lang, client]);

  useEffect(() => {
    const request = pohjola === null ? null : pohjolaRequest(pohjola);
    if (request === null) return;
    const send = (event: Extract<InsuranceSectionEvent, { type: 'pohjola' }>['event']) =>
      dispatch({ type: 'pohjola', event });
    if (request.kind === 'personal') {
      return check(
        client,
        insuranceKeys.pohjolaPersonal(appointmentStart),
        (signal) => checkPohjolaPersonal(new Date(appointmentStart), signal),
        (hasInsurance) => send({ type: 'personalChecked', hasInsurance }),
        () => send({ type: 'checkFailed' }),
      );
    }
    const { eventType } = request;
    if (eventType === 'occupationalAccident') return;
    return check(
      client,
      insuranceKeys.pohjolaCompany(lang, eventType),
      (signal) => checkPohjolaCompany(lang, eventType, signal),
      (insurance) => send({ type: 'companyChecked', insurance }),
      () => send({ type: 'checkFailed' }),
    );
  }, [pohjola, dispatch, appointmentStart, lang, client]);
}
