import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleTeam } from '../../examples/occupationalTeam';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { OccupationalTeamView } from './OccupationalTeamView';

const meta = {
  title: 'Pages/Occupational health team',
  component: OccupationalTeamView,
  parameters: { fullPage: true },
  decorators: [inShell({ page: 'occupationalTeam', signedIn: true })],
  args: {
    state: { status: 'loaded', team: exampleTeam },
    links: { book: '/fi/ajanvaraus/tyoterveys', message: '/fi/viestit/uusi' },
    onRetry: fn(),
  },
} satisfies Meta<typeof OccupationalTeamView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team in order (physician, nurse, physiotherapist, psychologist), the substitute, the ways to reach it. */
export const Loaded: Story = {
  parameters: { pageShot: true },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).occupationalTeam;
    const cards = canvas.getAllByRole('listitem').filter((item) => item.dataset.professional !== undefined);
    expect(cards.map((card) => card.dataset.professional)).toEqual([
      'Doctor',
      'Nurse',
      'Physiotherapist',
      'Psychologist',
    ]);
    await expect(
      canvas.getByText(words.substitute({ name: 'Sanna Rantala', start: '1.12.2026', end: '31.12.2026' })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.contact.book() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/tyoterveys',
    );
  },
};

/** Without occupational booking or messages for this person: only the phone is offered. */
export const PhoneOnly: Story = {
  args: { links: { book: null, message: null } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).occupationalTeam.contact;
    expect(canvas.queryByRole('link', { name: words.book() })).toBeNull();
    expect(canvas.queryByRole('link', { name: words.message() })).toBeNull();
    await expect(canvas.getByRole('link', { name: words.phone({ phone: '0303 0303' }) })).toBeVisible();
  },
};

/** While the team loads. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A temporary API error: the error view with Try again (messaging-invoices-shell.md §8). */
export const TemporaryError: Story = {
  args: { state: { status: 'error', isRetrying: false } },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).errors.generic;
    await userEvent.click(canvas.getByRole('button', { name: words.tryAgain() }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Trying again after the error. */
export const Retrying: Story = { args: { state: { status: 'error', isRetrying: true } } };
