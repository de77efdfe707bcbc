import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  describe('given rows', () => {
    it('should tell screen readers that it is loading, once', () => {
      render(<Skeleton label="Loading…" />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(/^Loading…$/);
      expect(status).toHaveAttribute('aria-busy', 'true');
    });

    it('should draw five lines by default', () => {
      const { container } = render(<Skeleton label="Loading…" />);
      expect(container.querySelectorAll('[data-part="row"]')).toHaveLength(5);
    });
  });

  describe('given blocks', () => {
    it('should draw three cards by default', () => {
      const { container } = render(<Skeleton label="Loading…" shape="blocks" />);
      expect(container.querySelectorAll('[data-part="block"]')).toHaveLength(3);
      expect(screen.getByRole('status')).toHaveAttribute('data-shape', 'blocks');
    });
  });

  it.each([
    ['rows', 2, 'row'],
    ['blocks', 7, 'block'],
  ] as const)('given %s and a count of %i, should draw that many', (shape, count, part) => {
    const { container } = render(<Skeleton label="Loading…" shape={shape} count={count} />);
    expect(container.querySelectorAll(`[data-part="${part}"]`)).toHaveLength(count);
  });
});
