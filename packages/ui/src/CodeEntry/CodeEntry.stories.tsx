import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn } from 'storybook/test';
import { Notice } from '../Notice';
import { Stack } from '../Stack';
import { CodeEntry, type CodeEntryProps } from './CodeEntry';

type Words = ReturnType<typeof i18nObject>;

function digitLabelOf(LL: Words) {
  return (position: number, total: number) => LL.auth.smsCode.digitLabel({ position, total });
}

/** The entry as the SMS code page shows it: a failure notice above the boxes explains them. */
function SmsCode({ LL, ...props }: Omit<CodeEntryProps, 'label' | 'digitLabel'> & { LL: Words }) {
  const errorId = useId();
  return (
    <Stack space="md">
      {props.invalid === true && (
        <Notice id={errorId} tone="danger" title={LL.auth.smsCode.failedTitle()}>
          {LL.auth.smsCode.failedText()}
        </Notice>
      )}
      <CodeEntry
        {...props}
        label={LL.auth.smsCode.groupLabel()}
        digitLabel={digitLabelOf(LL)}
        describedBy={props.invalid === true ? errorId : undefined}
      />
    </Stack>
  );
}

const meta = {
  title: 'Components/CodeEntry',
  component: CodeEntry,
  args: {
    label: '',
    digitLabel: () => '',
    length: 4,
    invalid: false,
    busy: false,
    onChange: fn(),
    onComplete: fn(),
  },
  argTypes: { label: { control: false }, digitLabel: { control: false } },
  render: (args, { globals }) => <SmsCode {...args} LL={i18nObject(globals.lang)} />,
} satisfies Meta<typeof CodeEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

function box(
  canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement },
  lang: string,
  n: number,
) {
  return canvas.getByRole('textbox', {
    name: i18nObject(lang as 'fi').auth.smsCode.digitLabel({ position: n, total: 4 }),
  });
}

export const Empty: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.tab();
    await expect(box(canvas, globals.lang, 1)).toHaveFocus();
  },
};

export const PartlyTyped: Story = {
  play: async ({ args, canvas, globals, userEvent, step }) => {
    await step('type two digits into the first box', async () => {
      await userEvent.click(box(canvas, globals.lang, 1));
      await userEvent.keyboard('12');
    });
    await step('focus moves on to the third box', async () => {
      await expect(box(canvas, globals.lang, 3)).toHaveFocus();
      await expect(args.onComplete).not.toHaveBeenCalled();
    });
  },
};

export const Complete: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    await userEvent.click(box(canvas, globals.lang, 1));
    await userEvent.keyboard('1234');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const Pasted: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    await userEvent.click(box(canvas, globals.lang, 1));
    await userEvent.paste('9876');
    await expect(args.onComplete).toHaveBeenCalledWith('9876');
    await expect(box(canvas, globals.lang, 4)).toHaveValue('6');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas, globals }) => {
    await expect(box(canvas, globals.lang, 1)).toHaveAccessibleDescription(
      expect.stringContaining(i18nObject(globals.lang).auth.smsCode.failedTitle()),
    );
  },
};

export const Busy: Story = {
  args: { busy: true, value: ['4', '8', '1', '5'] },
  play: async ({ canvas, globals }) => {
    await expect(box(canvas, globals.lang, 4)).toHaveAttribute('readonly');
  },
};

/** The end part of an identity code, as the appointment link's check-in asks for it. */
export const IdentityEndPart: Story = {
  args: { kind: 'identityEndPart' },
  render: (args, { globals }) => {
    const words = i18nObject(globals.lang).appointmentLink.endPart;
    return (
      <CodeEntry
        {...args}
        label={words.label()}
        digitLabel={(position, total) => words.characterLabel({ position, total })}
      />
    );
  },
  play: async ({ args, canvas, globals, userEvent, step }) => {
    const words = i18nObject(globals.lang).appointmentLink.endPart;
    const character = (n: number) =>
      canvas.getByRole('textbox', { name: words.characterLabel({ position: n, total: 4 }) });
    await step('a letter is refused where a digit belongs', async () => {
      await userEvent.click(character(1));
      await userEvent.keyboard('a');
      await expect(character(1)).toHaveValue('');
    });
    await step('three digits and a check character complete it, upper-cased', async () => {
      await userEvent.keyboard('902x');
      await expect(character(4)).toHaveValue('X');
      await expect(args.onComplete).toHaveBeenCalledWith('902X');
    });
  },
};
