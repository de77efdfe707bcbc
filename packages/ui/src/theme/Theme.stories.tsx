import { isBrandId } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { brandTokens } from './brands';
import { vars } from './contract.css';

// Token names and values are the catalogue's data, shown to designers as they are written in code.
const colorVars = vars.color as unknown as Record<string, Record<string, string>>;

function Colors({ brand }: { brand: unknown }) {
  const tokens = brandTokens[isBrandId(brand) ? brand : 'general'].color as Record<
    string,
    Record<string, string>
  >;
  return (
    <Stack space="lg">
      {Object.entries(tokens).map(([group, values]) => (
        <Box as="section" key={group} aria-label={`color.${group}`}>
          <h2>color.{group}</h2>
          <Box display="grid" gridTemplateColumns={{ small: 2, medium: 3, large: 4 }} gap="sm">
            {Object.entries(values).map(([name, value]) => (
              <Box key={name} background="surface" borderRadius="sm" boxShadow="sm" padding="sm">
                <div
                  style={{
                    height: 40,
                    borderRadius: 4,
                    background: colorVars[group]?.[name],
                    border: `1px solid ${vars.color.border.default}`,
                  }}
                />
                <code>{name}</code> <small>{value}</small>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundation/Theme',
  parameters: { fullPage: true },
  globals: { viewport: { value: 'large', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The semantic colours of the toolbar's brand, by what they are for. */
export const ColorsGeneral: Story = {
  render: (_args, { globals }) => (
    <Box padding="lg">
      <Colors brand={globals.brand} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'color.action' })).toHaveTextContent('#0076ad');
  },
};

export const ColorsChildren: Story = {
  ...ColorsGeneral,
  globals: { brand: 'children' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'color.action' })).toHaveTextContent('#1f7a7a');
  },
};

/** The type scale with the bundled font, in the toolbar's language. */
export const Typography: Story = {
  render: (_args, { globals }) => {
    const LL = i18nObject(globals.lang);
    const sizes = ['xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
    return (
      <Box padding="lg">
        <Stack space="md">
          {sizes.map((size) => (
            <p key={size} style={{ margin: 0, fontSize: vars.font.size[size] }}>
              <code>{size}</code> {LL.auth.sessionExpired.title()} – åäö ÅÄÖ 0123456789
            </p>
          ))}
          <p style={{ margin: 0, fontWeight: vars.font.weight.bold }}>{LL.auth.login.intro()}</p>
          <p style={{ margin: 0, color: vars.color.text.muted }}>{LL.auth.login.intro()}</p>
        </Stack>
      </Box>
    );
  },
};
