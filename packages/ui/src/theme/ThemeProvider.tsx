// The bundled variable Inter: served from our own origin, so pages and screenshots look the same everywhere.
import '@fontsource-variable/inter';
import type { BrandId } from '@portal/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { base, root, scope } from './global.css';
import { themes } from './themes.css';

const BrandContext = createContext<BrandId | null>(null);

/** The class that gives every variable of `vars` the values of `brand`. */
export function themeClass(brand: BrandId): string {
  return themes[brand];
}

export interface ThemeProviderProps {
  /** The brand whose look everything inside takes. */
  brand: BrandId;
  children: ReactNode;
}

/**
 * Puts its children in the look of `brand`: an element with the brand's theme class, `data-brand`, the
 * bundled font, the base text and the page background.
 */
export function ThemeProvider({ brand, children }: ThemeProviderProps) {
  return (
    <BrandContext.Provider value={brand}>
      <div className={`${themeClass(brand)} ${base} ${root}`} data-brand={brand}>
        {children}
      </div>
    </BrandContext.Provider>
  );
}

/** The brand of the nearest `ThemeProvider`, or `null` outside one. */
export function useBrand(): BrandId | null {
  return useContext(BrandContext);
}

/**
 * Gives portalled content (dialogs, popovers, toasts rendered into `document.body`) the theme of the
 * provider it was rendered from, which its DOM position outside the provider would lose. Adds no box.
 * Outside a provider it renders the children as they are.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const brand = useBrand();
  if (brand === null) return children;
  return (
    <div className={`${themeClass(brand)} ${base} ${scope}`} data-brand={brand}>
      {children}
    </div>
  );
}
