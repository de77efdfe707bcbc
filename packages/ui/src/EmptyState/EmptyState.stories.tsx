import { buildPath } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../ButtonLink';
import { storyWords } from '../examples/storyWords';
import { useLang, useWords } from '../i18n';
import { EmptyState } from './EmptyState';

interface Args {
  withText: boolean;
  withAction: boolean;
}

/** The appointments section of the front page with nothing booked. */
function NoAppointments({ withText, withAction }: Args) {
  const words = useWords().components.examples.empty;
  const lang = useLang();
  return (
    <EmptyState
      title={words.title()}
      text={withText ? words.text() : undefined}
      action={
        withAction ? (
          <ButtonLink href={buildPath('visitTypeLanding', lang)}>{words.action()}</ButtonLink>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/EmptyState',
  component: NoAppointments,
  args: { withText: true, withAction: true },
} satisfies Meta<typeof NoAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.examples.empty;
    await expect(canvas.getByRole('heading', { name: words.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.action() })).toBeVisible();
  },
};

export const TextOnly: Story = { args: { withAction: false } };

export const TitleOnly: Story = { args: { withText: false, withAction: false } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
