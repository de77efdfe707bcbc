import { buildPath } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../ButtonLink';
import { storyWords } from '../examples/storyWords';
import { useLang, useWords } from '../i18n';
import { Card, type CardProps } from './Card';
import { cardVariants } from './Card.css';

type Args = Pick<CardProps, 'variant' | 'headingLevel'> & {
  /** Show the link to the appointment under the text. */
  withAction?: boolean;
  /** Show the heading. */
  withTitle?: boolean;
};

/** An upcoming appointment on the front page. */
function AppointmentCard({ withAction = true, withTitle = true, ...args }: Args) {
  const words = useWords().components.examples.card;
  const lang = useLang();
  return (
    <Card
      title={withTitle ? words.title() : undefined}
      footer={
        withAction ? (
          <ButtonLink href={buildPath('appointments', lang)} variant="secondary">
            {words.action()}
          </ButtonLink>
        ) : undefined
      }
      {...args}
    >
      <p style={{ margin: 0 }}>{words.text()}</p>
    </Card>
  );
}

const meta = {
  title: 'Components/Card',
  component: AppointmentCard,
  args: { variant: 'elevated', headingLevel: 2, withAction: true, withTitle: true },
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.examples.card;
    await expect(canvas.getByRole('region', { name: words.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.action() })).toBeVisible();
  },
};

export const Outlined: Story = { args: { variant: 'outlined' } };

export const Brand: Story = { args: { variant: 'brand' } };

export const WithoutAction: Story = { args: { withAction: false } };

export const WithoutTitle: Story = { args: { withTitle: false } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
