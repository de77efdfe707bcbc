import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { TextArea, type TextAreaProps } from './TextArea';

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<TextAreaProps, 'maxLength' | 'defaultValue' | 'isDisabled' | 'isRequired' | 'onChange'>;

function ReasonForVisit(args: Args) {
  const words = useWords().components;
  return (
    <TextArea
      label={words.examples.reasonForVisit()}
      description={words.examples.reasonForVisitDescription()}
      tooLongMessage={words.field.tooLong()}
      countLabel={(count, max) => words.field.counter({ count, max })}
      {...args}
    />
  );
}

const fever = 'Fever and a sore throat since Saturday. ';

const meta = {
  title: 'Components/TextArea',
  component: ReasonForVisit,
  // 300 characters: the reason for visit (patient-area.md §9).
  args: { maxLength: 300, isDisabled: false, isRequired: false, onChange: fn() },
} satisfies Meta<typeof ReasonForVisit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const box = canvas.getByRole('textbox', {
      name: storyWords(globals).components.examples.reasonForVisit(),
    });
    await step('describe the symptoms', async () => {
      await userEvent.type(box, 'Cough');
    });
    await expect(args.onChange).toHaveBeenLastCalledWith('Cough');
    await expect(canvas.getByText('5 / 300')).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultValue: fever.trim() } };

export const AtTheLimit: Story = { args: { defaultValue: fever.repeat(8).slice(0, 300) } };

/** Past the limit: the counter turns red and 'Character limit exceeded' shows; nothing is cut. */
export const OverTheLimit: Story = {
  args: { defaultValue: fever.repeat(8).slice(0, 300) },
  play: async ({ canvas, userEvent, globals, step }) => {
    const words = storyWords(globals).components;
    const box = canvas.getByRole('textbox', { name: words.examples.reasonForVisit() });
    await step('type past the limit', async () => {
      await userEvent.type(box, '!!');
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(words.field.tooLong())).toBeVisible();
    await expect(canvas.getByText('302 / 300').closest('[data-limit]')).toHaveAttribute('data-limit', 'over');
  },
};

export const Disabled: Story = { args: { defaultValue: fever.trim(), isDisabled: true } };
