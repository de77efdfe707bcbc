import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { background: 'surface', borderRadius: 'md', boxShadow: 'sm', padding: 'lg' },
  render: (args, { globals }) => {
    const LL = i18nObject(globals.lang);
    return (
      <Box {...args} as="section" aria-label={LL.shell.navigation.items.appointments()}>
        <h2>{LL.shell.navigation.items.appointments()}</h2>
        <p>{LL.auth.login.intro()}</p>
      </Box>
    );
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A surface on the page colour: the card of the front page's sections. */
export const Card: Story = {
  play: async ({ canvas, globals }) => {
    const name = i18nObject(globals.lang).shell.navigation.items.appointments();
    await expect(canvas.getByRole('region', { name })).toContainElement(
      canvas.getByRole('heading', { name }),
    );
  },
};

/** One column on small screens, two on medium, three on large. */
export const ResponsiveGrid: Story = {
  render: (_args, { globals }) => {
    const { items } = i18nObject(globals.lang).shell.navigation;
    const sections = [items.appointments(), items.prescriptions(), items.laboratory()];
    return (
      <Box display="grid" gridTemplateColumns={{ small: 1, medium: 2, large: 3 }} gap="md">
        {sections.map((title) => (
          <Box key={title} background="surface" borderRadius="md" boxShadow="sm" padding="md">
            <h2>{title}</h2>
          </Box>
        ))}
      </Box>
    );
  },
};

export const ResponsiveGridSmallScreen: Story = {
  ...ResponsiveGrid,
  globals: { viewport: { value: 'small', isRotated: false } },
};
