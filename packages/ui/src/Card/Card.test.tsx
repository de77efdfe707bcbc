import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { cardVariants } from './Card.css';

describe('Card', () => {
  describe('given a title', () => {
    it('should be a region named by its heading', () => {
      render(<Card title="Dental check-up">Monday at 10.00</Card>);
      const region = screen.getByRole('region', { name: 'Dental check-up' });
      expect(region).toHaveTextContent('Monday at 10.00');
      expect(screen.getByRole('heading', { level: 2, name: 'Dental check-up' })).toBeVisible();
    });

    it.each([3, 4] as const)('should use heading level %i when asked', (level) => {
      render(
        <Card title="Dental check-up" headingLevel={level}>
          Monday
        </Card>,
      );
      expect(screen.getByRole('heading', { level, name: 'Dental check-up' })).toBeVisible();
    });
  });

  describe('given no title', () => {
    it('should not be a landmark', () => {
      render(<Card>Monday at 10.00</Card>);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByText('Monday at 10.00')).toBeVisible();
    });
  });

  describe('given a footer', () => {
    it('should show the actions after the content', () => {
      render(
        <Card title="Dental check-up" footer={<a href="/en/appointment/1">Show appointment</a>}>
          Monday
        </Card>,
      );
      expect(screen.getByRole('region')).toHaveTextContent(/Monday.*Show appointment/);
    });
  });

  it.each(cardVariants)('given the %s look, should carry it as data-variant', (variant) => {
    render(
      <Card title="Dental check-up" variant={variant}>
        Monday
      </Card>,
    );
    expect(screen.getByRole('region')).toHaveAttribute('data-variant', variant);
  });
});
