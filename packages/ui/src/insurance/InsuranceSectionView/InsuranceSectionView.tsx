import type { ConceptStatus, InsuranceSection, InsuranceSectionEvent } from '@portal/domain';
import { useEffect, useId, useRef } from 'react';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Spinner } from '../../Spinner';
import { Stack } from '../../Stack';
import { InsurerChoice } from '../InsurerChoice';
import { PartnerInsurerPanel } from '../PartnerInsurerPanel';
import { PohjolaPanel } from '../PohjolaPanel';

export interface InsuranceSectionViewProps {
  /** The section's state (the domain's `InsuranceSection`). */
  section: InsuranceSection;
  /** Called with what the person did; the page passes it to `nextInsuranceSection`. */
  onEvent: (event: InsuranceSectionEvent) => void;
  /** The appointment is remote: company reimbursement cannot be picked. */
  isRemote: boolean;
  /**
   * Where the patient's payment-type concept stands; `failed` shows the error that blocks booking,
   * `refused` that the insurer does not allow direct reimbursement.
   */
  concept: ConceptStatus;
  /** The browser address that applies for a partner insurer permit. */
  applyPermitHref: string;
  /** Customer service phone of the brand, for the OP insurer's not-found panel. */
  customerServicePhone: string;
  /** Whether the insurer rules' messages show. Default `false`. */
  showErrors?: boolean;
  /** Called when the insurer box loses focus. */
  onInsurerBlur?: () => void;
  /**
   * Scroll the section to the top of the window and move focus to its heading when it appears,
   * as when the person comes back from the partner insurer's site. Default `false`.
   */
  bringIntoView?: boolean;
}

/**
 * The insurance section of an insurance booking (booking.md §2 item 7): the insurer choice, then
 * the identification of the insurer picked (the partner insurer's with its feature, the OP
 * insurer's), then the payment type's concept when it is being added or failed to be.
 */
export function InsuranceSectionView({
  section,
  onEvent,
  isRemote,
  concept,
  applyPermitHref,
  customerServicePhone,
  showErrors = false,
  onInsurerBlur,
  bringIntoView = false,
}: InsuranceSectionViewProps) {
  const LL = useWords().insurance.section;
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const broughtIntoView = useRef(false);
  useEffect(() => {
    if (!bringIntoView || broughtIntoView.current) return;
    broughtIntoView.current = true;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    // Focus follows, so a screen reader also starts from the section the person came back to.
    headingRef.current?.focus({ preventScroll: true });
  }, [bringIntoView]);
  return (
    <section ref={sectionRef} aria-labelledby={headingId} data-insurer={section.company ?? 'none'}>
      <Stack space="md">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {LL.title()}
        </h2>
        <p>{LL.intro()}</p>
        <InsurerChoice
          company={section.company}
          reimbursement={section.reimbursement}
          directCompensationConsent={section.directCompensationConsent}
          isRemote={isRemote}
          showErrors={showErrors}
          onCompanyChange={(company) => onEvent({ type: 'chooseInsurer', company })}
          onReimbursementChange={(reimbursement) => onEvent({ type: 'chooseReimbursement', reimbursement })}
          onConsentChange={(consent) => onEvent({ type: 'setDirectCompensationConsent', consent })}
          onBlur={onInsurerBlur}
        />
        {section.company === 'LAHITAPIOLA' && section.partnerFlow && (
          <PartnerInsurerPanel
            state={section.partner}
            onEvent={(event) => onEvent({ type: 'partner', event })}
            applyPermitHref={applyPermitHref}
          />
        )}
        {section.company === 'OP' && (
          <PohjolaPanel
            state={section.pohjola}
            onEvent={(event) => onEvent({ type: 'pohjola', event })}
            customerServicePhone={customerServicePhone}
          />
        )}
        {concept === 'adding' && <Spinner label={LL.concept.adding()} showLabel size="small" />}
        {concept === 'failed' && (
          <Notice tone="danger" title={LL.concept.failedTitle()}>
            {LL.concept.failedText()}
          </Notice>
        )}
        {concept === 'refused' && (
          <Notice tone="danger" title={LL.concept.refusedTitle()}>
            {LL.concept.refusedText()}
          </Notice>
        )}
      </Stack>
    </section>
  );
}
