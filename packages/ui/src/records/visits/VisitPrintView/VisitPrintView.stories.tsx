import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../../../examples/storyWords';
import { exampleVisit } from '../examples';
import { VisitPrintView } from './VisitPrintView';

const meta = {
  title: 'Records/Visits/VisitPrintView',
  component: VisitPrintView,
  args: {
    state: { kind: 'found', answer: exampleVisit },
    visitHref: '/fi/kaynnit/101',
    listHref: '/fi/kaynnit',
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VisitPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet: the patient's name and identity code over the report; Print opens the dialog. */
export const Found: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).visits.print;
    await expect(canvas.getByText('Maija Virtanen')).toBeVisible();
    await expect(canvas.getByText('150385-9024')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.printNow() }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const NotFound: Story = { args: { state: { kind: 'visit-not-found' } } };

export const Failed: Story = { args: { state: { kind: 'error' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'en' } };
