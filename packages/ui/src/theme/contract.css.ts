import { createThemeContract } from '@vanilla-extract/css';
import { brandTokens } from './brands';

/**
 * The theme contract: one CSS variable per semantic token, e.g. `vars.color.bg.critical` or
 * `vars.space.md`. Components style with these only; a brand theme (`themeClass`) gives them values.
 * The shape comes from `ThemeTokens`; the general brand's values are only used for their keys here.
 */
export const vars = createThemeContract(brandTokens.general);
