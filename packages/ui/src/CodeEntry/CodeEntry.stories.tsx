import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
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

/** The entry as a page shows it when the server turns down the first code with two tries left. */
function Rejecting({
  LL,
  onComplete,
  ...props
}: Omit<CodeEntryProps, 'label' | 'digitLabel'> & { LL: Words }) {
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  return (
    <Stack space="md">
      {triesLeft !== null && (
        <Notice id={errorId} tone="danger" title={LL.auth.smsCode.failedTitle()}>
          {LL.myInformation.sms.triesLeft({ count: triesLeft })}
        </Notice>
      )}
      <CodeEntry
        {...props}
        label={LL.auth.smsCode.groupLabel()}
        digitLabel={digitLabelOf(LL)}
        invalid={triesLeft !== null}
        busy={busy}
        describedBy={triesLeft === null ? undefined : errorId}
        onComplete={(code) => {
          onComplete?.(code);
          if (triesLeft !== null) return;
          setBusy(true);
          // The answer comes after the boxes turned read-only, as it does over the network.
          void Promise.resolve().then(() => {
            setBusy(false);
            setTriesLeft(2);
          });
        }}
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

/**
 * After a wrong code with tries left: the check ended without taking the code, so the boxes are empty,
 * marked, and focus is back on the first box; the page says how many tries remain.
 */
export const RejectedWithTriesLeft: Story = {
  render: (args, { globals }) => <Rejecting {...args} LL={i18nObject(globals.lang)} />,
  play: async ({ args, canvas, globals, userEvent, step }) => {
    const LL = i18nObject(globals.lang);
    await step('a wrong code is typed and turned down', async () => {
      await userEvent.click(box(canvas, globals.lang, 1));
      await userEvent.keyboard('4444');
      await expect(await canvas.findByText(LL.myInformation.sms.triesLeft({ count: 2 }))).toBeVisible();
    });
    await step('the boxes are empty and focus is on the first', async () => {
      await expect(box(canvas, globals.lang, 4)).toHaveValue('');
      await expect(box(canvas, globals.lang, 1)).toHaveFocus();
    });
    await step('the retyped code goes as typed', async () => {
      await userEvent.keyboard('4333');
      await expect(args.onComplete).toHaveBeenLastCalledWith('4333');
    });
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
