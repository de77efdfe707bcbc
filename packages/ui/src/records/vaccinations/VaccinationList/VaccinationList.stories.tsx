import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleVaccinations } from '../../../examples/labAndSurveys';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { VaccinationList } from './VaccinationList';

const meta = {
  title: 'Records/VaccinationList',
  component: VaccinationList,
  decorators: [asListPage((LL) => ({ title: LL.vaccinations.title(), intro: LL.vaccinations.intro() }))],
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', vaccinations: exampleVaccinations, page: 1, totalCount: 131 },
    pageHref: (page: number) => `/fi/rokotukset?page=${page}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof VaccinationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of six pages: 25 rows and a pager naming the first, nearby and last pages. */
export const FirstPage: Story = {
  play: async ({ canvas, globals }) => {
    const pager = storyWords(globals).components.pagination;
    expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('link', { name: pager.page({ page: 6 }) })).toHaveAttribute(
      'href',
      '/fi/rokotukset?page=6',
    );
  },
};

export const MiddlePage: Story = {
  args: { state: { status: 'loaded', vaccinations: exampleVaccinations, page: 3, totalCount: 131 } },
};

/** On a small screen the pager has no page numbers (patient-area.md §9). */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  args: {
    state: { status: 'loaded', vaccinations: exampleVaccinations.slice(0, 3), page: 3, totalCount: 131 },
  },
  play: async ({ canvas, globals }) => {
    const pager = storyWords(globals).components.pagination;
    expect(canvas.queryByRole('link', { name: pager.page({ page: 1 }) })).toBeNull();
    await expect(canvas.getByText(pager.pageOf({ page: 3, count: 6 }))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', vaccinations: [], page: 1, totalCount: 0 } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).vaccinations.empty())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'failed' } } };
