import { emptyRenewalAnswers, type RenewalAnswers } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyWords } from '../../../examples/storyWords';
import { examplePrescriptions } from '../examples';
import { RenewalForm, type RenewalFormProps } from './RenewalForm';

const chosen = examplePrescriptions.filter((prescription) => [2, 4].includes(prescription.id));

const completeAnswers: RenewalAnswers = {
  general: { otherMedicines: 'D-vitamiini', additionalInfo: '' },
  prescriptions: [
    {
      prescriptionId: 2,
      purpose: 'Verenpaineeseen',
      hasRunOut: false,
      amountLeft: 'Viikon annos',
      hasSideEffects: false,
    },
    { prescriptionId: 4, purpose: 'Astmaan', hasRunOut: true, hasSideEffects: true, sideEffects: 'Vapinaa' },
  ],
};

/** The form holds its answers as the page does, so a story can be filled in by its play function. */
function Stateful(props: RenewalFormProps) {
  const [answers, setAnswers] = useState(props.state.kind === 'ready' ? props.state.answers : undefined);
  const state = props.state.kind === 'ready' && answers ? { ...props.state, answers } : props.state;
  return (
    <RenewalForm
      {...props}
      state={state}
      onChange={(next) => {
        setAnswers(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Records/Prescriptions/RenewalForm',
  component: RenewalForm,
  render: (args) => <Stateful {...args} />,
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: emptyRenewalAnswers([2, 4]),
      status: 'editing',
      conversationsHref: '/fi/viestit',
    },
    onChange: fn(),
    onSend: fn(),
    backHref: '/fi/reseptit',
    onRetry: fn(),
  },
} satisfies Meta<typeof RenewalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh form: Send waits until every field is filled, and names the first answer still missing. */
export const Editing: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).prescriptions.renewal;
    await expect(canvas.getByText(words.incomplete(), { exact: false })).toBeVisible();
    const send = canvas.getByRole('button', { name: words.send() });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(expect.stringContaining(words.questions.purpose()));
    expect(canvas.queryByLabelText(words.questions.amountLeft())).toBeNull();
  },
};

/** Answering 'No' to run out asks how much is left; 'Yes' to side effects asks which. */
export const FollowUps: Story = {
  play: async ({ canvas, globals, userEvent, step }) => {
    const words = storyWords(globals).prescriptions.renewal;
    const [firstRunOut] = canvas.getAllByRole('radiogroup', { name: words.questions.hasRunOut() });
    const [firstSideEffects] = canvas.getAllByRole('radiogroup', { name: words.questions.hasSideEffects() });
    await step('answer no and yes', async () => {
      if (!firstRunOut || !firstSideEffects) throw new Error('no questions');
      await userEvent.click(within(firstRunOut).getByRole('radio', { name: words.no() }));
      await userEvent.click(within(firstSideEffects).getByRole('radio', { name: words.yes() }));
    });
    await expect(canvas.getByLabelText(words.questions.amountLeft())).toBeVisible();
    await expect(canvas.getByLabelText(words.questions.sideEffects())).toBeVisible();
  },
};

/** Everything answered: Send is enabled and sends. */
export const Complete: Story = {
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: completeAnswers,
      status: 'editing',
      conversationsHref: '/fi/viestit',
    },
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).prescriptions.renewal;
    expect(canvas.queryByText(words.incomplete())).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: words.send() }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** Sending: the button is busy and the fields wait. */
export const Sending: Story = {
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: completeAnswers,
      status: 'sending',
      conversationsHref: '/fi/viestit',
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyWords(globals).prescriptions.renewal.sending() }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The send failed: the error above Send, the form still editable. */
export const Failed: Story = {
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: completeAnswers,
      status: 'failed',
      conversationsHref: '/fi/viestit',
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).prescriptions.renewal;
    await expect(canvas.getByText(words.failed())).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.send() })).toBeEnabled();
  },
};

/**
 * The clinic took as many renewals of the person as it takes for now (`tooManyRequests`): the
 * time to send again above Send, the form still filled and editable.
 */
export const Limited: Story = {
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: completeAnswers,
      status: 'failed',
      conversationsHref: '/fi/viestit',
      retryAt: '2026-11-25T13:35:00Z',
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals);
    const time = words.components.dateTime({
      date: '25.11.2026',
      time: globals.lang === 'en' ? '15:35' : '15.35',
    });
    await expect(canvas.getByText(words.prescriptions.renewal.limited({ time }))).toBeVisible();
    await expect(canvas.queryByText(words.prescriptions.renewal.failed())).toBeNull();
    await expect(canvas.getByRole('button', { name: words.prescriptions.renewal.send() })).toBeEnabled();
  },
};

/** Sent: the success view, with the way to the conversations. */
export const Sent: Story = {
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: completeAnswers,
      status: 'sent',
      conversationsHref: '/fi/viestit',
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).prescriptions.renewal;
    const title = canvas.getByRole('heading', { name: words.sentTitle() });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('link', { name: words.toConversations() })).toHaveAttribute(
      'href',
      '/fi/viestit',
    );
  },
};

/** Sent where the brand has no conversations (the children's brand): the text says where the answer comes. */
export const SentWithoutConversations: Story = {
  args: {
    state: {
      kind: 'ready',
      prescriptions: chosen,
      answers: completeAnswers,
      status: 'sent',
      conversationsHref: null,
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).prescriptions.renewal;
    await expect(canvas.getByText(words.sentTextWithoutConversations())).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.toConversations() })).toBeNull();
  },
};

export const NotFound: Story = { args: { state: { kind: 'not-found' } } };

/** Renewals switched off for maintenance: said so, with the way back. */
export const Maintenance: Story = {
  args: { state: { kind: 'maintenance' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).prescriptions;
    await expect(canvas.getByText(words.maintenance.title())).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: words.renewal.title() })).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const LoadFailed: Story = { args: { state: { kind: 'error' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
