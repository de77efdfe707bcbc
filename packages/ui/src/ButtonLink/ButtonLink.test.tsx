import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('should be a link to its address, named by its words', () => {
    render(<ButtonLink href="/oauth/authenticate?lang=en&next=%2Fen">Log in</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=en&next=%2Fen',
    );
  });

  it.each(['primary', 'secondary'] as const)('given the %s variant, should stay a link', (variant) => {
    render(
      <ButtonLink href="/fi" variant={variant}>
        Etusivulle
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Etusivulle' })).toHaveAttribute('href', '/fi');
  });
});
