import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleQuestionnaireAnswers, exampleQuestionnaireTasks } from '../../../examples/labAndSurveys';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { QuestionnaireList } from './QuestionnaireList';

const meta = {
  title: 'Records/QuestionnaireList',
  component: QuestionnaireList,
  decorators: [
    asListPage((LL) => ({ title: LL.questionnaires.list.title(), intro: LL.questionnaires.list.intro() })),
  ],
  parameters: { pageShot: true },
  args: {
    state: {
      status: 'loaded',
      newTaskItems: exampleQuestionnaireTasks,
      answerItems: exampleQuestionnaireAnswers,
    },
    questionnaireHref: (id: number) => `/fi/kysely/${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof QuestionnaireList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open task, and answers dated as lists date: hours ago, yesterday, a date. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals);
    await expect(canvas.getByRole('link', { name: 'Terveyskysely' })).toHaveAttribute(
      'href',
      '/fi/kysely/41',
    );
    await expect(canvas.getByText(words.components.relativeTime.hours({ count: 4 }))).toBeVisible();
    await expect(canvas.getByText(words.components.relativeTime.yesterday())).toBeVisible();
    await expect(canvas.getByText('20.1.2026')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', newTaskItems: [], answerItems: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).questionnaires.list.noTasks())).toBeVisible();
  },
};

/** Surveys are out of use while the survey service is in maintenance. */
export const Maintenance: Story = {
  args: { state: { status: 'maintenance' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).questionnaires.maintenance())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'failed' } } };
