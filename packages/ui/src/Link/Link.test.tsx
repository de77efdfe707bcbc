import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  describe('given an inline link', () => {
    it('should be a link with its words and address', () => {
      render(<Link href="/fi/ajanvaraukset">Kaikki varaukset</Link>);
      const link = screen.getByRole('link', { name: 'Kaikki varaukset' });
      expect(link).toHaveAttribute('href', '/fi/ajanvaraukset');
      expect(link).not.toHaveAttribute('target');
    });
  });

  describe('given a link to another service', () => {
    it('should open in a new tab and say so', () => {
      render(
        <Link href="https://maps.example.fi/?q=Kamppi" external newTabHint="opens in a new tab">
          Show on map
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Show on map (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});
