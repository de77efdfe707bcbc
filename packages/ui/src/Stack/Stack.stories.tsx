import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack, stackAligns } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md', direction: 'column', align: 'stretch', wrap: false, children: null },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'select', options: stackAligns },
    children: { control: false },
  },
  render: (args, { globals }) => {
    const LL = i18nObject(globals.lang);
    return (
      <Stack {...args}>
        <Button variant="secondary">{LL.shell.logout.cancel()}</Button>
        <Button>{LL.shell.logout.confirm()}</Button>
      </Stack>
    );
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: 'row', align: 'center' } };

/** Buttons stack on small screens and sit side by side from medium screens up. */
export const ResponsiveDirection: Story = {
  args: { direction: { small: 'column', medium: 'row' } },
  globals: { viewport: { value: 'small', isRotated: false } },
};

/** A list: `as="ul"` keeps the list semantics for assistive technology. */
export const List: Story = {
  render: (_args, { globals }) => {
    const { navigation } = i18nObject(globals.lang).shell;
    return (
      <Stack as="ul" space="xs" aria-label={navigation.label()}>
        <li>{navigation.items.front()}</li>
        <li>{navigation.items.appointments()}</li>
        <li>{navigation.items.invoices()}</li>
      </Stack>
    );
  },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: i18nObject(globals.lang).shell.navigation.label() });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
  },
};
