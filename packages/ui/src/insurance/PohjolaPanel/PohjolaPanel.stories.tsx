import { initialPohjola, type Lang, nextPohjola, type PohjolaEvent, type PohjolaState } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyLang, storyWords } from '../../examples/storyWords';
import { useLang } from '../../i18n';
import { exampleCompanyInsurance } from '../examples/insuranceExamples';
import { PohjolaPanel } from './PohjolaPanel';

const personal = initialPohjola({ companyFlow: false });
const company = initialPohjola({ companyFlow: true });

/** The states a story opens in, each a state of the OP insurer machine. */
const examples = {
  personal: () => personal,
  consentGiven: () => ({ ...personal, consent: true }),
  checking: () => ({ ...personal, consent: true, phase: 'checking' }),
  found: () => ({
    status: 'FOUND',
    companyFlow: false,
    owner: 'personal',
    eventType: null,
    companyInsurance: null,
  }),
  notFound: () => ({ status: 'NOT_FOUND', companyFlow: false, owner: 'personal' }),
  error: () => ({ status: 'ERROR', companyFlow: false, owner: 'personal' }),
  canceled: () => ({ status: 'CANCELED', companyFlow: false }),
  ownerChoice: () => company,
  companyEventType: () => ({ ...company, owner: 'company' }),
  companySickness: () => ({ ...company, owner: 'company', eventType: 'sickness' }),
  occupationalNotice: () => ({
    ...company,
    owner: 'company',
    eventType: 'occupationalAccident',
    phase: 'occupationalNotice',
  }),
  occupationalFound: () => ({
    status: 'FOUND',
    companyFlow: true,
    owner: 'company',
    eventType: 'occupationalAccident',
    companyInsurance: null,
  }),
  companyFound: (lang) => ({
    status: 'FOUND',
    companyFlow: true,
    owner: 'company',
    eventType: 'sickness',
    companyInsurance: exampleCompanyInsurance(lang),
  }),
} satisfies Record<string, (lang: Lang) => PohjolaState>;

interface Args {
  /** The state the panel opens in. */
  example: keyof typeof examples;
  /** Every event, as the page would pass it on. */
  onEvent: (event: PohjolaEvent) => void;
}

/** The panel over the domain's machine, so pressing a control moves it as on the page. */
function LivePanel({ example, onEvent }: Args) {
  const lang = useLang();
  const [state, setState] = useState<PohjolaState>(() => examples[example](lang));
  return (
    <PohjolaPanel
      state={state}
      customerServicePhone="0303 0303"
      onEvent={(event) => {
        onEvent(event);
        setState((current) => nextPohjola(current, event));
      }}
    />
  );
}

const meta = {
  title: 'Booking/Insurance/PohjolaPanel',
  component: LivePanel,
  args: { example: 'personal', onEvent: fn() },
  argTypes: { example: { control: 'select', options: Object.keys(examples) } },
} satisfies Meta<typeof LivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** UNDEFINED: Verify waits for 'I give my consent for data disclosure'. */
export const Personal: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('checkbox', { name: LL.consent() })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: LL.verify() })).toBeDisabled();
  },
};

/** The consent given: Verify starts the check. */
export const ConsentGiven: Story = {
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.consent() }));
    await expect(canvas.getByRole('button', { name: LL.verify() })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: LL.verify() }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'verify' });
    await expect(canvas.getByRole('progressbar', { name: LL.checking() })).toBeVisible();
  },
};

export const Checking: Story = {
  args: { example: 'checking' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('progressbar', { name: LL.checking() })).toBeVisible();
  },
};

/** FOUND: a personal insurance; the person may still not use it. */
export const Found: Story = {
  args: { example: 'found' },
  play: async ({ canvas, globals, userEvent }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.found.title());
    await userEvent.click(canvas.getByRole('button', { name: LL.found.cancel() }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.canceled.title());
  },
};

/** NOT_FOUND: 'Insurance not found' with the customer service phone. */
export const NotFound: Story = {
  args: { example: 'notFound' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.notFound.title());
    await expect(canvas.getByRole('alert')).toHaveTextContent('0303 0303');
  },
};

/** ERROR: 'Verification failed. We could not verify your insurance.' with try again. */
export const ErrorPanel: Story = {
  name: 'Error',
  args: { example: 'error' },
  play: async ({ canvas, globals, userEvent }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${LL.error.title()}${LL.error.text()}`);
    await userEvent.click(canvas.getByRole('button', { name: LL.error.tryAgain() }));
    await expect(canvas.getByRole('checkbox', { name: LL.consent() })).toBeVisible();
  },
};

/** CANCELED: 'Insurance not verified' with verify now. */
export const Canceled: Story = {
  args: { example: 'canceled' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.canceled.title());
    await expect(canvas.getByRole('button', { name: LL.canceled.verifyNow() })).toBeVisible();
  },
};

/** pohjola-company-insurance-flow: first whose insurance it is. */
export const OwnerChoice: Story = {
  args: { example: 'ownerChoice' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('radiogroup', { name: LL.owner.label() })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LL.verify() })).toBeNull();
  },
};

/** A company's insurance: what happened. */
export const CompanyEventType: Story = {
  args: { example: 'companyEventType' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('radiogroup', { name: LL.eventType.label() })).toBeVisible();
  },
};

export const CompanySickness: Story = {
  args: { example: 'companySickness' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('button', { name: LL.verify() })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: LL.back() })).toBeVisible();
  },
};

/** An accident at work: a notice, then found without a lookup. */
export const OccupationalNotice: Story = {
  args: { example: 'occupationalNotice' },
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.occupationalNotice.title());
    await userEvent.click(canvas.getByRole('button', { name: LL.occupationalNotice.continue() }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'acknowledgeNotice' });
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.found.occupational());
  },
};

/** Back from the notice clears the event type and keeps the company. */
export const OccupationalBack: Story = {
  args: { example: 'occupationalNotice' },
  play: async ({ canvas, globals, userEvent }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await userEvent.click(canvas.getByRole('button', { name: LL.back() }));
    await expect(canvas.getByRole('radio', { name: LL.owner.company() })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: LL.eventType.occupationalAccident() })).not.toBeChecked();
  },
};

export const OccupationalFound: Story = {
  args: { example: 'occupationalFound' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.found.occupational());
  },
};

/** A company insurance found: its product and policy. */
export const CompanyFound: Story = {
  args: { example: 'companyFound' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    const insurance = exampleCompanyInsurance(storyLang(globals));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      LL.found.company({ productName: insurance.productName, policyId: insurance.policyId }),
    );
  },
};

export const NotFoundInSwedishChildren: Story = {
  args: { example: 'notFound' },
  globals: { lang: 'sv', brand: 'children' },
};
