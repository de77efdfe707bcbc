import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GuardianForm } from './GuardianForm';

const maija = {
  name: 'Virtanen Maija',
  phone: '+358401112233',
  emailAddress: 'maija.virtanen@example.fi',
  isGuardianHasSameAddress: true,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};
const mikko = {
  name: 'Korhonen Mikko',
  phone: '+358451234321',
  emailAddress: 'mikko.korhonen@example.fi',
  isGuardianHasSameAddress: false,
  streetAddress: 'Kauppakartanonkatu 7 C 31',
  zipCode: '00930',
  postOffice: 'Helsinki',
};

const meta = {
  title: 'My information/Forms/GuardianForm',
  component: GuardianForm,
  args: {
    initialGuardians: [maija],
    firstGuardianIdentityCode: '150385-****',
    submitting: false,
    failed: false,
    saved: false,
    onSubmit: fn(),
  },
  parameters: { pageShot: true },
} satisfies Meta<typeof GuardianForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One guardian, prefilled from the population register with the obfuscated identity code. */
export const OneGuardian: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.guardians;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('150385-****')).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.add() })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: LL.streetAddress() })).toBeNull();
  },
};

/** Adding the second: the add button disappears at two, the second can be removed, both are sent. */
export const AddSecond: Story = {
  play: async ({ canvasElement, globals, args, userEvent, step }) => {
    const LL = storyWords(globals).myInformation.guardians;
    const canvas = within(canvasElement);
    await step('add a second guardian', async () => {
      await userEvent.click(canvas.getByRole('button', { name: LL.add() }));
      await expect(canvas.queryByRole('button', { name: LL.add() })).toBeNull();
      await expect(canvas.getByRole('button', { name: LL.remove({ number: 2 }) })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: LL.remove({ number: 1 }) })).toBeNull();
    });
    await step('fill and save', async () => {
      const second = within(canvasElement.querySelector('[data-guardian="2"]') as HTMLElement);
      await userEvent.type(second.getByRole('textbox', { name: LL.name() }), 'Korhonen Mikko');
      await userEvent.type(second.getByRole('textbox', { name: LL.phone() }), '045 123 4321');
      await userEvent.type(second.getByRole('textbox', { name: LL.email() }), 'mikko@example.fi');
      await userEvent.type(second.getByRole('textbox', { name: LL.streetAddress() }), 'Kauppakartanonkatu 7');
      await userEvent.type(second.getByRole('textbox', { name: LL.zipCode() }), '00930');
      await userEvent.type(second.getByRole('textbox', { name: LL.postOffice() }), 'Helsinki');
      await userEvent.click(canvas.getByRole('button', { name: LL.submit() }));
      await expect(args.onSubmit).toHaveBeenCalledWith([
        maija,
        { ...mikko, emailAddress: 'mikko@example.fi', streetAddress: 'Kauppakartanonkatu 7' },
      ]);
    });
  },
};

/** Two guardians: no add button; the second is removable. */
export const TwoGuardians: Story = {
  args: { initialGuardians: [maija, mikko] },
  play: async ({ canvasElement, globals, userEvent }) => {
    const LL = storyWords(globals).myInformation.guardians;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: LL.add() })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: LL.remove({ number: 2 }) }));
    await expect(canvas.getByRole('button', { name: LL.add() })).toBeVisible();
  },
};

/** Refused fields: each says why, and the summary names them in lower case. */
export const Invalid: Story = {
  args: { initialGuardians: [maija, { ...mikko, name: '', zipCode: '009', phone: '' }] },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.guardians;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LL.submit() }));
    const fields = [LL.name(), LL.phone(), LL.zipCode()].map((label) => label.toLocaleLowerCase()).join(', ');
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.errorSummary({ fields }));
    const second = within(canvasElement.querySelector('[data-guardian="2"]') as HTMLElement);
    await expect(second.getByRole('textbox', { name: LL.zipCode() })).toHaveAccessibleDescription(
      LL.zipCodeFormat(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Being saved: the button is busy and the fields wait. */
export const Saving: Story = { args: { initialGuardians: [maija, mikko], submitting: true } };

/** The save failed: the message above the button. */
export const Failed: Story = {
  args: { initialGuardians: [maija, mikko], failed: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.guardians;
    await expect(within(canvasElement).getByText(LL.failed())).toBeVisible();
  },
};

/** Saved. */
export const Saved: Story = {
  args: { initialGuardians: [maija, mikko], saved: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.guardians;
    await expect(within(canvasElement).getByText(LL.saved())).toBeVisible();
  },
};
