import { initialPohjola, type PohjolaEvent, type PohjolaState } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { PohjolaPanel } from './PohjolaPanel';

type Asking = Extract<PohjolaState, { status: 'UNDEFINED' }>;
const personal = initialPohjola({ companyFlow: false }) as Asking;
const company = initialPohjola({ companyFlow: true }) as Asking;

function renderPanel(state: PohjolaState) {
  const onEvent = vi.fn<(event: PohjolaEvent) => void>();
  render(
    <I18nProvider lang="en">
      <PohjolaPanel state={state} onEvent={onEvent} customerServicePhone="0303 0303" />
    </I18nProvider>,
  );
  return { onEvent };
}

describe('PohjolaPanel', () => {
  it('given no consent, should keep Verify disabled', () => {
    renderPanel(personal);
    expect(screen.getByRole('checkbox', { name: 'I give my consent for data disclosure' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('given the consent, should verify on Verify', async () => {
    const { onEvent } = renderPanel({ ...personal, consent: true });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'verify' });
  });

  it('given not found, should give the customer service phone', () => {
    renderPanel({ status: 'NOT_FOUND', companyFlow: false, owner: 'personal' });
    expect(screen.getByRole('alert')).toHaveTextContent('Insurance not found');
    expect(screen.getByRole('alert')).toHaveTextContent('0303 0303');
  });

  it('given a failed check, should say so and offer try again', () => {
    renderPanel({ status: 'ERROR', companyFlow: false, owner: 'personal' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Verification failed.We could not verify your insurance.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('given canceled, should say not verified and offer verify now', () => {
    renderPanel({ status: 'CANCELED', companyFlow: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Insurance not verified');
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeVisible();
  });

  it('given the company flow, should ask whose insurance it is before anything else', async () => {
    const { onEvent } = renderPanel(company);
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: "My employer's insurance" }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'chooseOwner', owner: 'company' });
  });

  it('given an accident at work, should show the notice with continue and back', () => {
    renderPanel({
      ...company,
      owner: 'company',
      eventType: 'occupationalAccident',
      phase: 'occupationalNotice',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Accident at work');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });
});
