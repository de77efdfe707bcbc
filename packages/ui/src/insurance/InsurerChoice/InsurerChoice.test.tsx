import type { OfferedInsurer, ReimbursementChoice } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { InsurerChoice } from './InsurerChoice';

function renderChoice(
  props: {
    company?: OfferedInsurer | null;
    reimbursement?: ReimbursementChoice | null;
    consent?: boolean;
    isRemote?: boolean;
    showErrors?: boolean;
  } = {},
) {
  const onConsentChange = vi.fn();
  render(
    <I18nProvider lang="en">
      <InsurerChoice
        company={props.company ?? null}
        reimbursement={props.reimbursement ?? null}
        directCompensationConsent={props.consent ?? false}
        isRemote={props.isRemote ?? false}
        showErrors={props.showErrors ?? true}
        onCompanyChange={vi.fn()}
        onReimbursementChange={vi.fn()}
        onConsentChange={onConsentChange}
      />
    </I18nProvider>,
  );
  return { onConsentChange };
}

describe('InsurerChoice', () => {
  describe('given no insurer', () => {
    it('should say the insurance company is required', () => {
      renderChoice();
      expect(screen.getByText('Insurance company is required information')).toBeVisible();
    });

    it('should say nothing before the person has been at the box', () => {
      renderChoice({ showErrors: false });
      expect(screen.queryByText('Insurance company is required information')).not.toBeInTheDocument();
    });
  });

  describe('given If', () => {
    it('should ask for the payment type', () => {
      renderChoice({ company: 'IF' });
      expect(screen.getByRole('radiogroup', { name: 'Payment type' })).toBeVisible();
      expect(screen.getByText('Payment type is required information')).toBeVisible();
    });

    it('should disable company reimbursement for a remote appointment', () => {
      renderChoice({ company: 'IF', isRemote: true });
      expect(screen.getByRole('radio', { name: /Company reimbursement/ })).toBeDisabled();
      expect(screen.getByRole('radio', { name: /I pay the visit/ })).toBeEnabled();
    });

    it('should offer company reimbursement for a visit at the clinic', () => {
      renderChoice({ company: 'IF' });
      expect(screen.getByRole('radio', { name: /Company reimbursement/ })).toBeEnabled();
    });

    it('should require the compensation consent with direct reimbursement', () => {
      renderChoice({ company: 'IF', reimbursement: 'USE_REIMBURSEMENT' });
      expect(screen.getByRole('checkbox', { name: /I authorise the clinic/ })).not.toBeChecked();
      expect(screen.getByText('Direct reimbursement is required information')).toBeVisible();
    });

    it('should ask no consent when the patient pays and claims', () => {
      renderChoice({ company: 'IF', reimbursement: 'PAY_AND_REIMBURSE' });
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByText(/required information/)).not.toBeInTheDocument();
    });
  });

  describe('given Other', () => {
    it('should tell the patient pays and ask nothing more', () => {
      renderChoice({ company: 'OTHER' });
      expect(screen.getByText(/You pay the visit yourself/)).toBeVisible();
      expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    });
  });
});
