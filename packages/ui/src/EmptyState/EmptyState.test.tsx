import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  describe('given a title, a text and an action', () => {
    it('should say what is missing and offer the way forward', () => {
      render(
        <EmptyState
          title="No upcoming appointments"
          text="Your booked appointments are shown here."
          action={<a href="/en/booking">Book an appointment</a>}
        />,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'No upcoming appointments' })).toBeVisible();
      expect(screen.getByText('Your booked appointments are shown here.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
        'href',
        '/en/booking',
      );
    });
  });

  describe('given only a title', () => {
    it('should show just the title', () => {
      const { container } = render(<EmptyState title="No messages" headingLevel={3} />);
      expect(screen.getByRole('heading', { level: 3, name: 'No messages' })).toBeVisible();
      expect(container.querySelector('p')).toBeNull();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });
});
