import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

describe('Spinner', () => {
  describe('given a label', () => {
    it('should be a progress bar of unknown length named by the label', () => {
      render(<Spinner label="Loading…" />);
      const spinner = screen.getByRole('progressbar', { name: 'Loading…' });
      expect(spinner).not.toHaveAttribute('aria-valuenow');
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    });
  });

  describe('given a shown label', () => {
    it('should show the words and still be named once', () => {
      render(<Spinner label="Loading…" showLabel />);
      expect(screen.getByText('Loading…')).toBeVisible();
      expect(screen.getByRole('progressbar')).toHaveAccessibleName('Loading…');
    });
  });

  it.each(spinnerSizes)('given the %s size, should carry it as data-size', (size) => {
    render(<Spinner label="Loading…" size={size} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-size', size);
  });
});
