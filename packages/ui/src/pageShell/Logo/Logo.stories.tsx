import { brandConfig } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '../../theme';
import { Logo } from './Logo';

/** The logo of the toolbar's brand, with the brand's header image proportion. */
function BrandLogo() {
  const brand = brandConfig(useBrand() ?? 'general');
  return <Logo name={brand.displayName} proportion={brand.headerImageProportion} />;
}

const meta = { title: 'Shell/Logo', component: BrandLogo } satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aava: the mark is 0.75 as high as it is wide. */
export const General: Story = { globals: { brand: 'general' } };

/** Pikkujätti: the mark is 0.45 as high as it is wide. */
export const Children: Story = { globals: { brand: 'children' } };
