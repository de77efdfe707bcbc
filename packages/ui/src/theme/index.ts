export { brandTokens } from './brands';
export { vars } from './contract.css';
export { contrastRatio, luminance } from './contrast';
export { breakpoints, media, type ScreenSize, screenSizeOf, screenSizes } from './media';
export { palette } from './palette';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { ThemeProvider, type ThemeProviderProps, ThemeScope, themeClass, useBrand } from './ThemeProvider';
export type { ThemeTokens } from './tokens';
