import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { OccupationalVaccinationView } from './OccupationalVaccinationView';

const meta = {
  title: 'Occupational/OccupationalVaccinationView',
  component: OccupationalVaccinationView,
  args: {
    state: {
      kind: 'selection',
      influenzaHref: '/fi/ajanvaraus/tyoterveys?specialtyIds=ROKT&specialtyIds=ROKH',
    },
    customerServicePhone: '010 380 3838',
    onGoBack: fn(),
  },
  parameters: { pageShot: true },
} satisfies Meta<typeof OccupationalVaccinationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status ok with influenza allowed: the choice, leading to the search for the influenza specialties. */
export const Selection: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).occupationalVaccination;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.influenza() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/tyoterveys?specialtyIds=ROKT&specialtyIds=ROKH',
    );
  },
};

/** Status unauthorized: identify first, then back to this page. */
export const SignIn: Story = {
  args: {
    state: { kind: 'signIn', signInHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Ftyoterveys-rokotus' },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).occupationalVaccination.signIn;
    await expect(within(canvasElement).getByRole('link', { name: LL.button() })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi&next=%2Ffi%2Ftyoterveys-rokotus',
    );
  },
};

/** Status no-occupational-healthcare: 'Sorry!', the contract was not found, with the phone number. */
export const NoContract: Story = {
  args: { state: { kind: 'noContract' } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).occupationalVaccination;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.noContract.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '010 380 3838' })).toHaveAttribute(
      'href',
      'tel:0103803838',
    );
    await userEvent.click(canvas.getByRole('button', { name: LL.goBack() }));
    await expect(args.onGoBack).toHaveBeenCalled();
  },
};

/** Status ok without influenza: vaccinations are not yet in the contract. */
export const NotIncluded: Story = {
  args: { state: { kind: 'notIncluded' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).occupationalVaccination;
    await expect(within(canvasElement).getByText(LL.notIncluded.text(), { exact: false })).toBeVisible();
  },
};

/** The contract is being checked. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The check failed: try again. */
export const LoadFailed: Story = { args: { state: { kind: 'loadFailed', onRetry: fn() } } };
