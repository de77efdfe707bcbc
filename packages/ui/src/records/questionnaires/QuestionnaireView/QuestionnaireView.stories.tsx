import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exampleAnsweredInvitation, exampleInvitation } from '../../../examples/labAndSurveys';
import { storyWords } from '../../../examples/storyWords';
import { contrastRatio } from '../../../theme/contrast';
import { QuestionnaireView } from './QuestionnaireView';

/** The survey library loads with its own chunk: wait for the first question before looking further. */
const surveyShown = (canvas: {
  findByText: (text: RegExp, options?: object, wait?: object) => Promise<HTMLElement>;
}) => canvas.findByText(/Tupakoitko|Röker du|Do you smoke/, {}, { timeout: 20_000 });

const meta = {
  title: 'Records/QuestionnaireView',
  component: QuestionnaireView,
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', invitation: exampleInvitation, submit: 'idle' },
    backHref: '/fi/kyselyt',
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof QuestionnaireView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A computed `rgb(r, g, b)` colour as `#rrggbb`. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * Not answered yet: the survey is editable, its Complete button reads at 4.5:1 at least in the
 * brand's colours (patient-area.md §9), and completing it sends the answers as a JSON string.
 */
export const Editable: Story = {
  play: async ({ canvas, args, userEvent, globals }) => {
    const lang = String(globals.lang ?? 'fi');
    const no = { fi: 'Ei', sv: 'Nej', en: 'No' }[lang] ?? 'Ei';
    await surveyShown(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: no }));
    const complete = canvas.getByRole('button', { name: /Valmis|Complete|Slutför/ });
    // The label's own colour (the library sets it on the text inside) on the button's background.
    const label = within(complete).getByText(/Valmis|Complete|Slutför/);
    const ratio = contrastRatio(
      hexOf(getComputedStyle(label).color),
      hexOf(getComputedStyle(complete).backgroundColor),
    );
    await expect(ratio).toBeGreaterThanOrEqual(4.5);
    await userEvent.click(complete);
    await expect(args.onSubmit).toHaveBeenCalledWith('{"smoking":"no"}');
  },
};

/** Already answered: the answers shown read-only. */
export const ReadOnly: Story = {
  args: { state: { status: 'loaded', invitation: exampleAnsweredInvitation, submit: 'idle' } },
  play: async ({ canvas, globals }) => {
    await surveyShown(canvas);
    await expect(canvas.getByText(storyWords(globals).questionnaires.page.answeredOn())).toBeVisible();
    await expect(await canvas.findByDisplayValue('Ei säännöllisiä lääkkeitä.')).toHaveAttribute('readonly');
  },
};

export const Sending: Story = {
  args: { state: { status: 'loaded', invitation: exampleInvitation, submit: 'sending' } },
  play: async ({ canvas, globals }) => {
    await surveyShown(canvas);
    await expect(
      canvas.getByRole('progressbar', { name: storyWords(globals).questionnaires.page.sending() }),
    ).toBeVisible();
  },
};

export const Saved: Story = {
  args: { state: { status: 'loaded', invitation: exampleAnsweredInvitation, submit: 'saved' } },
  play: async ({ canvas, globals }) => {
    await surveyShown(canvas);
    await expect(canvas.getByText(storyWords(globals).questionnaires.page.saved())).toBeVisible();
  },
};

/** Saving failed: the error on the survey, which stays editable. */
export const SaveFailed: Story = {
  args: { state: { status: 'loaded', invitation: exampleInvitation, submit: 'failed' } },
  play: async ({ canvas, globals }) => {
    await surveyShown(canvas);
    await expect(canvas.getByText(storyWords(globals).questionnaires.page.saveFailed())).toBeVisible();
  },
};

/** An unknown or another person's questionnaire, with a button back to the list. */
export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).questionnaires.page;
    await expect(canvas.getByText(words.notFound())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.back() })).toHaveAttribute('href', '/fi/kyselyt');
  },
};

export const Maintenance: Story = {
  args: { state: { status: 'maintenance' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).questionnaires.maintenance())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'failed' } } };
