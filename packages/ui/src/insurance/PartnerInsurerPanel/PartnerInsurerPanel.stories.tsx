import {
  type Lang,
  nextPartnerInsurer,
  type PartnerInsurerEvent,
  type PartnerInsurerState,
} from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyLang, storyWords } from '../../examples/storyWords';
import { useLang } from '../../i18n';
import { exampleApplyPermitHref, examplePermits } from '../examples/insuranceExamples';
import { PartnerInsurerPanel } from './PartnerInsurerPanel';

/** The states a story opens in, each a state of the partner insurer machine. */
const examples = {
  underage: () => ({ step: 'underage' }),
  notAsked: () => ({ step: 'notAsked', consent: false }),
  consentGiven: () => ({ step: 'notAsked', consent: true }),
  checkingPolicy: () => ({ step: 'checkingPolicy' }),
  loadingPermits: () => ({ step: 'loadingPermits', after: 'policyCheck' }),
  withPermits: (lang) => ({
    step: 'withPermits',
    permits: examplePermits(lang),
    selected: null,
    confirmed: false,
  }),
  permitChosen: (lang) => ({
    step: 'withPermits',
    permits: examplePermits(lang),
    selected: 'lt-dcp-7f3a9c21',
    confirmed: false,
  }),
  permitInUse: (lang) => ({
    step: 'withPermits',
    permits: examplePermits(lang),
    selected: 'lt-dcp-7f3a9c21',
    confirmed: true,
  }),
  noPermits: () => ({ step: 'noPermits', continued: false }),
  noPermitsContinued: () => ({ step: 'noPermits', continued: true }),
  notFound: () => ({ step: 'notFound', selfPaying: false }),
  notFoundSelfPaying: () => ({ step: 'notFound', selfPaying: true }),
  denied: () => ({ step: 'denied', selfPaying: false }),
  canceled: () => ({ step: 'canceled', selfPaying: false }),
  error: () => ({ step: 'error', selfPaying: false }),
} satisfies Record<string, (lang: Lang) => PartnerInsurerState>;

interface Args {
  /** The state the panel opens in. */
  example: keyof typeof examples;
  /** Every event, as the page would pass it on. */
  onEvent: (event: PartnerInsurerEvent) => void;
}

/** The panel over the domain's machine, so pressing a button moves it as on the page. */
function LivePanel({ example, onEvent }: Args) {
  const lang = useLang();
  const [state, setState] = useState<PartnerInsurerState>(() => examples[example](lang));
  return (
    <PartnerInsurerPanel
      state={state}
      applyPermitHref={exampleApplyPermitHref}
      onEvent={(event) => {
        onEvent(event);
        setState((current) => nextPartnerInsurer(current, event));
      }}
    />
  );
}

const meta = {
  title: 'Booking/Insurance/PartnerInsurerPanel',
  component: LivePanel,
  args: { example: 'notAsked', onEvent: fn() },
  argTypes: { example: { control: 'select', options: Object.keys(examples) } },
} satisfies Meta<typeof LivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** NOT_ASKED: Continue waits for the consent. */
export const NotAsked: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('heading', { name: LL.title() })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: LL.notAsked.consent() })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: LL.notAsked.continue() })).toBeDisabled();
  },
};

/** The consent ticked: Continue asks for the policy check. */
export const ConsentGiven: Story = {
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals).insurance.partner;
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.notAsked.consent() }));
    await userEvent.click(canvas.getByRole('button', { name: LL.notAsked.continue() }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'checkPolicy' });
    await expect(canvas.getByRole('progressbar', { name: LL.checking() })).toBeVisible();
  },
};

export const CheckingPolicy: Story = {
  args: { example: 'checkingPolicy' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('progressbar', { name: LL.checking() })).toBeVisible();
  },
};

export const LoadingPermits: Story = {
  args: { example: 'loadingPermits' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('progressbar', { name: LL.loadingPermits() })).toBeVisible();
  },
};

/** INSURANCE_FOUND_WITH_PERMITS: pick a permit, then continue with it. */
export const WithPermits: Story = {
  args: { example: 'withPermits' },
  play: async ({ canvas, globals, userEvent, args, step }) => {
    const LL = storyWords(globals).insurance.partner;
    const [knee] = examplePermits(storyLang(globals));
    if (knee === undefined) throw new Error('no example permit');
    const name = LL.withPermits.permit({ symptom: knee.symptom, bodyPart: knee.bodyPart });
    await expect(canvas.getByRole('button', { name: LL.withPermits.continue() })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: LL.withPermits.apply() })).toHaveAttribute(
      'href',
      exampleApplyPermitHref,
    );
    await step('pick the knee permit', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: new RegExp(name) }));
    });
    await expect(args.onEvent).toHaveBeenLastCalledWith({
      type: 'selectPermit',
      contentHash: knee.contentHash,
    });
    await expect(canvas.getByRole('button', { name: LL.withPermits.continue() })).toBeEnabled();
  },
};

export const PermitChosen: Story = {
  args: { example: 'permitChosen' },
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals).insurance.partner;
    await userEvent.click(canvas.getByRole('button', { name: LL.withPermits.continue() }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'confirmPermit' });
    await expect(canvas.getByText(LL.confirmed.title())).toBeVisible();
  },
};

/** Result success: the permit is in use and can be removed. */
export const PermitInUse: Story = {
  args: { example: 'permitInUse' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByText(LL.confirmed.title())).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.confirmed.remove() })).toBeVisible();
  },
};

/** INSURANCE_FOUND_NO_PERMITS: apply at the partner, go on without, or start again. */
export const NoPermits: Story = {
  args: { example: 'noPermits' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByText(LL.noPermits.title())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.noPermits.apply() })).toHaveAttribute(
      'href',
      exampleApplyPermitHref,
    );
    await expect(canvas.getByRole('button', { name: LL.noPermits.continue() })).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.noPermits.restart() })).toBeVisible();
  },
};

export const NoPermitsContinued: Story = {
  args: { example: 'noPermitsContinued' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByText(LL.selfPaying())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LL.noPermits.continue() })).toBeNull();
  },
};

/** INSURANCE_NOT_FOUND with try again and continue self-paying. */
export const NotFound: Story = {
  args: { example: 'notFound' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.notFound.title());
    await expect(canvas.getByRole('button', { name: LL.tryAgain() })).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.continueSelfPaying() })).toBeVisible();
  },
};

export const NotFoundSelfPaying: Story = {
  args: { example: 'notFoundSelfPaying' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByText(LL.selfPaying())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LL.continueSelfPaying() })).toBeNull();
  },
};

/** DENIED by the partner site. */
export const Denied: Story = {
  args: { example: 'denied' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.denied.title());
  },
};

/** CANCELED on the partner site: try again goes back to the consent. */
export const Canceled: Story = {
  args: { example: 'canceled' },
  play: async ({ canvas, globals, userEvent }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.canceled.title());
    await userEvent.click(canvas.getByRole('button', { name: LL.tryAgain() }));
    await expect(canvas.getByRole('checkbox', { name: LL.notAsked.consent() })).toBeVisible();
  },
};

export const ErrorPanel: Story = {
  name: 'Error',
  args: { example: 'error' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.error.title());
    await expect(canvas.getByRole('button', { name: LL.continueSelfPaying() })).toBeVisible();
  },
};

/** A customer under 18 gets only the note. */
export const Underage: Story = {
  args: { example: 'underage' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.underage.title());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithPermitsInSwedish: Story = { args: { example: 'withPermits' }, globals: { lang: 'sv' } };
export const NotAskedInEnglishChildren: Story = { globals: { lang: 'en', brand: 'children' } };
