import {
  type InsuranceSection,
  type InsuranceSectionEvent,
  type Lang,
  partnerInsurerRequest,
  pohjolaRequest,
} from '@portal/domain';
import { useEffect } from 'react';
import {
  checkPartnerPolicy,
  checkPohjolaCompany,
  checkPohjolaPersonal,
  fetchPartnerPermits,
} from '../../api/insurance';

/**
 * Makes the insurer call a state of the section waits for (the machines' `partnerInsurerRequest`
 * and `pohjolaRequest`) and sends its answer back as the machine's event. A new state aborts the
 * call of the old one; an answer that no longer applies is ignored by the machine anyway.
 */
export function useInsurerChecks(
  section: InsuranceSection,
  dispatch: (event: InsuranceSectionEvent) => void,
  appointmentStart: string,
  lang: Lang,
): void {
  const partner = section.company === 'LAHITAPIOLA' && section.partnerFlow ? section.partner : null;
  const pohjola = section.company === 'OP' ? section.pohjola : null;

  useEffect(() => {
    const request = partner === null ? null : partnerInsurerRequest(partner);
    if (request === null) return;
    const controller = new AbortController();
    const send = (event: Extract<InsuranceSectionEvent, { type: 'partner' }>['event']) => {
      if (!controller.signal.aborted) dispatch({ type: 'partner', event });
    };
    if (request === 'policyCheck') {
      checkPartnerPolicy(controller.signal).then(
        (hasHealthcarePolicy) => send({ type: 'policyChecked', hasHealthcarePolicy }),
        () => send({ type: 'policyCheckFailed' }),
      );
    } else {
      fetchPartnerPermits(lang, controller.signal).then(
        (permits) => send({ type: 'permitsLoaded', permits }),
        () => send({ type: 'permitsFailed' }),
      );
    }
    return () => controller.abort();
  }, [partner, dispatch, lang]);

  useEffect(() => {
    const request = pohjola === null ? null : pohjolaRequest(pohjola);
    if (request === null) return;
    const controller = new AbortController();
    const send = (event: Extract<InsuranceSectionEvent, { type: 'pohjola' }>['event']) => {
      if (!controller.signal.aborted) dispatch({ type: 'pohjola', event });
    };
    if (request.kind === 'personal') {
      checkPohjolaPersonal(new Date(appointmentStart), controller.signal).then(
        (hasInsurance) => send({ type: 'personalChecked', hasInsurance }),
        () => send({ type: 'checkFailed' }),
      );
    } else if (request.eventType !== 'occupationalAccident') {
      checkPohjolaCompany(lang, request.eventType, controller.signal).then(
        (insurance) => send({ type: 'companyChecked', insurance }),
        () => send({ type: 'checkFailed' }),
      );
    }
    return () => controller.abort();
  }, [pohjola, dispatch, appointmentStart, lang]);
}
