import { render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, ThemeScope, themeClass, useBrand } from './ThemeProvider';

function BrandName() {
  return <p>{useBrand() ?? 'none'}</p>;
}

describe('ThemeProvider', () => {
  describe.each(['general', 'children'] as const)('given the %s brand', (brand) => {
    it('should wrap the children in the brand theme and name the brand', () => {
      render(
        <ThemeProvider brand={brand}>
          <p>Welcome</p>
        </ThemeProvider>,
      );

      const wrapper = screen.getByText('Welcome').parentElement;
      expect(wrapper).toHaveAttribute('data-brand', brand);
      expect(wrapper).toHaveClass(themeClass(brand));
    });

    it('should tell the brand to the components inside', () => {
      render(
        <ThemeProvider brand={brand}>
          <BrandName />
        </ThemeProvider>,
      );
      expect(screen.getByText(brand)).toBeInTheDocument();
    });

    it('should carry the theme into content portalled into the body', () => {
      render(
        <ThemeProvider brand={brand}>
          {createPortal(
            <ThemeScope>
              <p>In a dialog</p>
            </ThemeScope>,
            document.body,
          )}
        </ThemeProvider>,
      );

      const scope = screen.getByText('In a dialog').parentElement;
      expect(scope).toHaveAttribute('data-brand', brand);
      expect(scope).toHaveClass(themeClass(brand));
      expect(scope?.parentElement).toBe(document.body);
    });
  });

  it('should give each brand its own theme class', () => {
    expect(themeClass('general')).not.toBe(themeClass('children'));
  });

  describe('given no provider', () => {
    it('should know no brand, and a scope should add no element', () => {
      const { container } = render(
        <ThemeScope>
          <BrandName />
        </ThemeScope>,
      );
      expect(container.firstElementChild).toHaveTextContent('none');
      expect(container.firstElementChild?.tagName).toBe('P');
    });
  });
});
