import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../../../examples/storyWords';
import { exampleVisit } from '../examples';
import { VisitView } from './VisitView';

const meta = {
  title: 'Records/Visits/VisitView',
  component: VisitView,
  args: {
    state: { kind: 'found', visit: exampleVisit.visit },
    listHref: '/fi/kaynnit',
    printHref: '/fi/kaynnit/101/tulosta',
    onRetry: fn(),
  },
} satisfies Meta<typeof VisitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report: when, who, the diagnoses (one without a code) and the texts; print and all visits. */
export const Found: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).visits.visit;
    await expect(canvas.getByRole('heading', { level: 1, name: words.title() })).toBeVisible();
    await expect(canvas.getByText('J06.9 Ylähengitystieinfektio')).toBeVisible();
    await expect(canvas.getByText('Kausiluonteinen allerginen nuha')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tutkimukset' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.print() })).toHaveAttribute(
      'href',
      '/fi/kaynnit/101/tulosta',
    );
  },
};

/** A visit without diagnoses says so. */
export const WithoutDiagnoses: Story = {
  args: { state: { kind: 'found', visit: { ...exampleVisit.visit, diagnoses: [] } } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).visits.visit.noDiagnoses())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** 'Visit was not found', with the way back to the list. */
export const NotFound: Story = {
  args: { state: { kind: 'visit-not-found' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).visits.visit;
    await expect(canvas.getByRole('heading', { level: 1, name: words.notFound() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.allVisits() })).toHaveAttribute(
      'href',
      '/fi/kaynnit',
    );
  },
};

export const Failed: Story = { args: { state: { kind: 'error' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
