import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const path = [
  { label: 'Front page', href: '/en' },
  { label: 'Booking', href: '/en/booking' },
  { label: 'Private customer' },
];

describe('Breadcrumbs', () => {
  describe('given a path of three pages', () => {
    it('should be a navigation named by its label', () => {
      render(<Breadcrumbs label="Breadcrumbs" items={path} />);
      expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    });

    it('should link every page above the current one', () => {
      render(<Breadcrumbs label="Breadcrumbs" items={path} />);
      expect(screen.getByRole('link', { name: 'Front page' })).toHaveAttribute('href', '/en');
      expect(screen.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/en/booking');
    });

    it('should mark the last as the current page, which leads nowhere', () => {
      render(<Breadcrumbs label="Breadcrumbs" items={path} />);
      const current = screen.getByText('Private customer');
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(current).toHaveAttribute('aria-disabled', 'true');
      expect(current).not.toHaveAttribute('href');
    });

    it('should list the pages in order', () => {
      render(<Breadcrumbs label="Breadcrumbs" items={path} />);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Front page',
        'Booking',
        'Private customer',
      ]);
    });
  });
});
