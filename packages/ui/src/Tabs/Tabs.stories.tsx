import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { Tabs, type TabsProps } from './Tabs';
import { tabsAppearances } from './Tabs.css';

const sections = ['overview', 'reimbursements', 'instructions', 'faq'] as const;
type Section = (typeof sections)[number];

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<TabsProps<Section>, 'appearance' | 'defaultValue' | 'onValueChange'> & {
  /** Make the last tab unavailable. */
  lastDisabled?: boolean;
};

/** The four tabs of the sickness fund page (messaging-invoices-shell.md §2). */
function SicknessFundTabs({ lastDisabled = false, ...args }: Args) {
  const words = useWords().components.examples.tabs;
  const texts = {
    overview: words.overviewText(),
    reimbursements: words.reimbursementsText(),
    instructions: words.instructionsText(),
    faq: words.faqText(),
  } satisfies Record<Section, string>;
  return (
    <Tabs<Section>
      label={words.label()}
      items={sections.map((value) => ({
        value,
        label: words[value](),
        content: <p>{texts[value]}</p>,
        isDisabled: lastDisabled && value === 'faq',
      }))}
      {...args}
    />
  );
}

const meta = {
  title: 'Components/Tabs',
  component: SicknessFundTabs,
  args: { appearance: 'line', lastDisabled: false, onValueChange: fn() },
  argTypes: { appearance: { control: 'inline-radio', options: tabsAppearances } },
} satisfies Meta<typeof SicknessFundTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {};

/** The third tab chosen from the keyboard, as a person without a mouse does. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvas, userEvent, globals, args, step }) => {
    const words = storyWords(globals).components.examples.tabs;
    await step('move to the instructions with the arrow keys', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    });
    await expect(canvas.getByRole('tab', { name: words.instructions() })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(words.instructionsText());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('instructions');
  },
};

export const Pills: Story = { args: { appearance: 'pill', defaultValue: 'reimbursements' } };

export const WithDisabledTab: Story = { args: { lastDisabled: true } };

/** On a small screen the row scrolls sideways rather than wrapping. */
export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
