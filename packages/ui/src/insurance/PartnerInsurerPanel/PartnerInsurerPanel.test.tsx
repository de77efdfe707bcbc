import type { PartnerInsurerEvent, PartnerInsurerState } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { PartnerInsurerPanel } from './PartnerInsurerPanel';

const permits = [
  { contentHash: 'lt-1', symptom: 'Knee pain', bodyPart: 'Right knee', validTo: '2027-03-31' },
  { contentHash: 'lt-2', symptom: 'Back pain', bodyPart: 'Lower back', validTo: '2027-01-15' },
];

function renderPanel(state: PartnerInsurerState) {
  const onEvent = vi.fn<(event: PartnerInsurerEvent) => void>();
  render(
    <I18nProvider lang="en">
      <PartnerInsurerPanel state={state} onEvent={onEvent} applyPermitHref="/api/insurance/apply" />
    </I18nProvider>,
  );
  return { onEvent };
}

describe('PartnerInsurerPanel', () => {
  it('given not asked without consent, should keep Continue disabled', () => {
    renderPanel({ step: 'notAsked', consent: false });
    expect(screen.getByRole('region', { name: 'LähiTapiola direct compensation' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('given the consent, should ask for the policy check on Continue', async () => {
    const { onEvent } = renderPanel({ step: 'notAsked', consent: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'checkPolicy' });
  });

  it('given permits, should list them with their validity and the partner link', async () => {
    const { onEvent } = renderPanel({ step: 'withPermits', permits, selected: null, confirmed: false });
    expect(
      screen.getByRole('radio', { name: /Knee pain, Right knee.*Valid until 31\.3\.2027/ }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply for a new permit at LähiTapiola' })).toHaveAttribute(
      'href',
      '/api/insurance/apply',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Back pain/ }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'selectPermit', contentHash: 'lt-2' });
  });

  it('given a confirmed permit, should name it and offer to remove it', () => {
    renderPanel({ step: 'withPermits', permits, selected: 'lt-1', confirmed: true });
    expect(screen.getByRole('status')).toHaveTextContent('with the permit Knee pain, Right knee');
    expect(screen.getByRole('button', { name: 'Remove the permit' })).toBeVisible();
  });

  it.each([
    ['notFound', 'Insurance not found'],
    ['denied', 'Direct compensation denied'],
    ['canceled', 'Permit application canceled'],
    ['error', 'Identification failed'],
  ] as const)('given %s, should say "%s" with try again and continue self-paying', (step, title) => {
    renderPanel({ step, selfPaying: false });
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue self-paying' })).toBeVisible();
  });

  it('given an underage customer, should show only the note', () => {
    renderPanel({ step: 'underage' });
    expect(screen.getByRole('status')).toHaveTextContent('Direct compensation is for adults');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
