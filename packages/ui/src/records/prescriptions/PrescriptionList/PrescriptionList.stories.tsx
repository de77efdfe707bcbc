import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { examplePrescriptions } from '../examples';
import { PrescriptionList } from './PrescriptionList';

const meta = {
  title: 'Records/Prescriptions/PrescriptionList',
  component: PrescriptionList,
  decorators: [
    asListPage((LL) => ({ title: LL.prescriptions.list.title(), intro: LL.prescriptions.list.intro() })),
  ],
  args: {
    state: { kind: 'ready', prescriptions: examplePrescriptions, renewal: 'enabled' },
    selected: [],
    onToggle: fn(),
    onToggleAll: fn(),
    renewHref: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof PrescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: a checkbox for each renewable one, none for the non-renewable one. */
export const Loaded: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).prescriptions;
    const nonRenewable = canvas.getAllByRole('listitem').find((item) => item.dataset.renewable === 'false');
    expect(nonRenewable && within(nonRenewable).queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(words.list.nonRenewable())).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: words.list.select({ name: 'Amlodipin Orion 5 mg' }) }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: words.list.selectAll() }));
    await expect(args.onToggleAll).toHaveBeenCalledOnce();
    expect(canvas.queryByRole('link', { name: words.basket.renew() })).toBeNull();
  },
};

/** Two in the basket: Renew selected leads to the renewal page. */
export const Selected: Story = {
  args: { selected: [1, 2], renewHref: '/fi/reseptin-uusinta/1,2' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).prescriptions;
    await expect(canvas.getByText(words.basket.count({ count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.basket.renew() })).toHaveAttribute(
      'href',
      '/fi/reseptin-uusinta/1,2',
    );
  },
};

/** Every renewable one selected: Select all is ticked. */
export const AllSelected: Story = {
  args: { selected: [1, 2, 4], renewHref: '/fi/reseptin-uusinta/1,2,4' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('checkbox', { name: storyWords(globals).prescriptions.list.selectAll() }),
    ).toBeChecked();
  },
};

/** Renewals are offline while moving to a new messaging service: the notice, no selection. */
export const Maintenance: Story = {
  args: { state: { kind: 'ready', prescriptions: examplePrescriptions, renewal: 'maintenance' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).prescriptions.maintenance.title())).toBeVisible();
    expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** The clinic takes no renewals online: the list alone. */
export const RenewalDisabled: Story = {
  args: { state: { kind: 'ready', prescriptions: examplePrescriptions, renewal: 'disabled' } },
  play: async ({ canvas }) => {
    expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Empty: Story = { args: { state: { kind: 'ready', prescriptions: [], renewal: 'enabled' } } };

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const Failed: Story = { args: { state: { kind: 'error' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };

/** On a phone with a medicine selected: the basket with Renew selected stays at the bottom of the screen. */
export const SmallScreen: Story = {
  args: { selected: [2], renewHref: '/fi/reseptin-uusinta/2' },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).prescriptions;
    const basket = within(canvasElement).getByRole('region', { name: LL.basket.title() });
    await expect(getComputedStyle(basket).position).toBe('sticky');
    await expect(getComputedStyle(basket).bottom).toBe('0px');
  },
};
