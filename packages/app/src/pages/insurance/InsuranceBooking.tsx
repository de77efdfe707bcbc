import {
  type AppointmentWire,
  applyPermitPath,
  type ConceptStatus,
  featureSet,
  formatDate,
  type InsuranceChoice,
  type InsuranceSection,
  type InsuranceSectionEvent,
  initialInsuranceSection,
  insuranceChoiceOf,
  insuranceReserveExtras,
  insurerIdentificationPending,
  nextInsuranceSection,
  type PatientConcept,
  partnerReturnParams,
  type ReserveExtras,
  readPartnerReturn,
  validateInsuranceChoice,
} from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { InsuranceSectionView, useNow } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortal } from '../../router/PortalContext';
import { knownPermits, rememberKnownPermits } from './knownPermits';
import { useConcept } from './useConcept';
import { useInsurerChecks } from './useInsurerChecks';

/** What the insurance section tells the reservation page after every change. */
export interface InsuranceBookingReport {
  /** The insurer part of the Book button's rules. */
  readonly choice: InsuranceChoice;
  /** An insurer identification has not come to an end yet. */
  readonly identificationPending: boolean;
  /** Where the patient's concept for the chosen payment type stands. */
  readonly concept: ConceptStatus;
  /** What the reserve request carries for the insurer. */
  readonly extras: ReserveExtras;
}

export interface InsuranceBookingProps {
  readonly appointment: AppointmentWire;
  /** The signed-in patient's concepts, as the booking page read them. */
  readonly patientConcepts: readonly PatientConcept[];
  /** The patient (or the child booked for) is under 18. */
  readonly underage: boolean;
  readonly onChange: (report: InsuranceBookingReport) => void;
  /**
   * Show the insurer rules' messages now (e.g. after the person tried to book). Default `false`:
   * they show once the person has been at the insurer box.
   */
  readonly showErrors?: boolean;
}

// The description goes to the clinic's patient system, whose staff read Finnish, whatever the
// language of the page (docs/decisions/2026-11-22-insurance-screens.md).
// The browser loads only the page's language, so the section's loader (LazyInsuranceBooking) fetches
// the Finnish words beside the section's code. Not a top-level `await` here: one in any module turns
// off the bundler's merging of small shared chunks for the whole build.

function descriptionOf(section: InsuranceSection, today: string): string | undefined {
  if (section.company === null) return undefined;
  const clinicWords = i18nObject('fi').insurance.section;
  const insurer = clinicWords.insurers[section.company]();
  return `${today} ${clinicWords.description({ insurer })}`;
}

/** The address without the partner site's return parameters: where the partner site sends back to. */
function addressWithoutReturn(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of partnerReturnParams) query.delete(name);
  const rest = query.toString();
  return rest === '' ? pathname : `${pathname}?${rest}`;
}

/**
 * The insurance section of an insurance booking (booking.md §2 item 7): the insurer choice, the
 * payment type and the insurers' identifications. The section's state is the domain's
 * `InsuranceSection`; this wires it to the insurer calls, the concept call and the address, and
 * reports the result to the reservation page.
 */
export function InsuranceBooking({
  appointment,
  patientConcepts,
  underage,
  onChange,
  showErrors = false,
}: InsuranceBookingProps) {
  const { lang, session, brand } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  // Back from the partner site the address says how it went; it is read once, then removed.
  const [returned] = useState(() => readPartnerReturn(new URLSearchParams(location.search)));
  const [section, setSection] = useState(() =>
    initialInsuranceSection({
      features: featureSet(session.features),
      underage,
      returned,
      knownPermits: returned === null ? null : knownPermits(),
    }),
  );
  useEffect(() => rememberKnownPermits(section), [section]);
  const [touched, setTouched] = useState(false);
  const dispatch = useCallback((event: InsuranceSectionEvent) => {
    setSection((current) => nextInsuranceSection(current, event));
  }, []);
  useInsurerChecks(section, dispatch, appointment.startDate, lang);

  const here = addressWithoutReturn(location.pathname, location.search);
  const removeReturn = useRef(returned !== null);
  useEffect(() => {
    if (!removeReturn.current) return;
    removeReturn.current = false;
    navigate(here, { replace: true, preventScrollReset: true });
  }, [navigate, here]);

  const choice = insuranceChoiceOf(section);
  const pending = insurerIdentificationPending(section);
  const complete =
    !pending && Object.keys(validateInsuranceChoice(choice, appointment.isRemote)).length === 0;
  const extras = insuranceReserveExtras(section);
  const concept = useConcept(
    complete ? (extras.conceptCode ?? null) : null,
    patientConcepts,
    session.csrfToken,
  );

  // The day the description is written, as the clinic's staff read it.
  const today = formatDate(useNow());
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current({
      choice: insuranceChoiceOf(section),
      identificationPending: insurerIdentificationPending(section),
      concept,
      extras: { ...insuranceReserveExtras(section), description: descriptionOf(section, today) },
    });
  }, [section, concept, today]);

  return (
    <InsuranceSectionView
      section={section}
      onEvent={(event) => {
        if (event.type === 'chooseInsurer') setTouched(true);
        dispatch(event);
      }}
      isRemote={appointment.isRemote}
      concept={concept}
      applyPermitHref={applyPermitPath(lang, here)}
      customerServicePhone={brand.customerServicePhone}
      showErrors={showErrors || touched}
      onInsurerBlur={() => setTouched(true)}
      bringIntoView={returned !== null}
    />
  );
}
