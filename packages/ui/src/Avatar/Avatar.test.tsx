import type { BrandId } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { Avatar, initialsOf } from './Avatar';

function inBrand(brand: BrandId, children: ReactNode) {
  return render(<ThemeProvider brand={brand}>{children}</ThemeProvider>);
}

describe('Avatar', () => {
  describe("given the children's brand", () => {
    // '0' is code point 48, 'A' 65, 'a' 97, 'Z' 90: their remainders by six are 0, 5, 1 and 0.
    it.each([
      ['0921', '0'],
      ['A-17', '5'],
      ['abc', '1'],
      ['Z', '0'],
    ])('given the id %s, should draw animal %s', (practitionerId, variant) => {
      inBrand('children', <Avatar practitionerId={practitionerId} name="Anna Lehto" photoUrl="/anna.jpg" />);
      const picture = screen.getByRole('img', { name: 'Anna Lehto' });
      expect(picture).toHaveAttribute('data-kind', 'illustration');
      expect(picture).toHaveAttribute('data-variant', variant);
    });

    it('should draw the same animal for ids starting alike', () => {
      inBrand(
        'children',
        <>
          <Avatar practitionerId="B12" name="Anna Lehto" />
          <Avatar practitionerId="B99" name="Olli Aho" />
        </>,
      );
      const [first, second] = screen.getAllByRole('img');
      expect(first?.getAttribute('data-variant')).toBe(second?.getAttribute('data-variant'));
    });
  });

  describe('given the general brand', () => {
    it('should show the photo with the name as its text', () => {
      inBrand('general', <Avatar practitionerId="A-17" name="Anna Lehto" photoUrl="/anna.jpg" />);
      const picture = screen.getByRole('img', { name: 'Anna Lehto' });
      expect(picture).toHaveAttribute('src', '/anna.jpg');
    });

    it('should show the initials without a photo', () => {
      inBrand('general', <Avatar practitionerId="A-17" name="Anna Lehto" />);
      const picture = screen.getByRole('img', { name: 'Anna Lehto' });
      expect(picture).toHaveAttribute('data-kind', 'initials');
      expect(picture).toHaveTextContent('AL');
    });
  });

  describe('given a name written beside it', () => {
    it('should hide the picture from screen readers', () => {
      inBrand('children', <Avatar practitionerId="A-17" name="Anna Lehto" decorative />);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });
});

describe('initialsOf', () => {
  it.each([
    ['Anna Lehto', 'AL'],
    ['  åsa  östman ', 'ÅÖ'],
    ['Maija Liisa Virtanen', 'ML'],
    ['Prince', 'P'],
    ['', ''],
  ])('given %j, should give %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
