import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuardianContacts } from './GuardianContacts';

const maija = {
  name: 'Virtanen Maija',
  obfuscatedPersonalIdentityCode: '150385-****',
  phone: '+358401112233',
  emailAddress: 'maija.virtanen@example.fi',
  isGuardianHasSameAddress: true,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};
const mikko = {
  name: 'Korhonen Mikko',
  obfuscatedPersonalIdentityCode: null,
  phone: '+358451234321',
  emailAddress: 'mikko.korhonen@example.fi',
  isGuardianHasSameAddress: false,
  streetAddress: 'Kauppakartanonkatu 7 C 31',
  zipCode: '00930',
  postOffice: 'Helsinki',
};

const meta = {
  title: 'My information/Forms/GuardianContacts',
  component: GuardianContacts,
  args: { guardians: [maija, mikko] },
  parameters: { pageShot: true },
} satisfies Meta<typeof GuardianContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two guardians, view-only, with the note that each updates their own details. */
export const TwoGuardians: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.guardians;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.note())).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Virtanen Maija' })).toBeVisible();
    await expect(canvas.getByText('Kauppakartanonkatu 7 C 31, 00930 Helsinki')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** One guardian. */
export const OneGuardian: Story = { args: { guardians: [maija] } };

/** None given yet. */
export const NoneGiven: Story = {
  args: { guardians: [] },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.guardians;
    await expect(within(canvasElement).getByText(LL.none())).toBeVisible();
  },
};
