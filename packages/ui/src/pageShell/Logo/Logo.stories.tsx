import { brandConfig } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '../../theme';
import { Logo, type LogoSize, logoSizes } from './Logo';

/** The logo of the toolbar's brand, with the brand's header image proportion. */
function BrandLogo({ size }: { size?: LogoSize }) {
  const brand = brandConfig(useBrand() ?? 'general');
  return <Logo name={brand.displayName} proportion={brand.headerImageProportion} size={size} />;
}

const meta = {
  title: 'Shell/Logo',
  component: BrandLogo,
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aava: the mark is 0.75 as high as it is wide. */
export const General: Story = { globals: { brand: 'general' } };

/** Pikkujätti: the mark is 0.45 as high as it is wide. */
export const Children: Story = { globals: { brand: 'children' } };

/** The header's logo on a phone: a smaller mark and name, to leave room for help and the account. */
export const FitOnPhone: Story = {
  args: { size: 'fit' },
  globals: { brand: 'children', viewport: { value: 'small' } },
};
