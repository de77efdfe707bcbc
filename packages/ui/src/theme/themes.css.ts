import type { BrandId } from '@portal/domain';
import { createTheme } from '@vanilla-extract/css';
import { brandTokens } from './brands';
import { vars } from './contract.css';

/** The class of each brand theme: it sets every variable of `vars` for the elements inside. */
export const themes: Record<BrandId, string> = {
  general: createTheme(vars, brandTokens.general, 'general'),
  children: createTheme(vars, brandTokens.children, 'children'),
};
