import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPercent, ProgressBar } from './ProgressBar';

describe('clampPercent', () => {
  it.each([
    [0, 0],
    [42, 42],
    [100, 100],
    [-5, 0],
    [130, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
  ])('given %d, should give %d', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });

  it('should always land within 0..100 and keep values already there', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const clamped = clampPercent(value);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
        // `===`, not Object.is: -0 may come back as 0, which draws the same bar.
        if (value >= 0 && value <= 100) expect(clamped === value).toBe(true);
      }),
    );
  });
});

describe('ProgressBar', () => {
  describe('given a value within the range', () => {
    it('should be a progress bar named by its label with that value', () => {
      render(<ProgressBar label="Uploading the picture" value={40} />);
      const bar = screen.getByRole('progressbar', { name: 'Uploading the picture' });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
    });

    it('should show the percentage', () => {
      render(<ProgressBar label="Uploading the picture" value={40} />);
      expect(screen.getByRole('progressbar')).toHaveTextContent(/40\s?%/);
    });
  });

  describe.each([
    [-20, '0'],
    [250, '100'],
  ])('given %d', (value, expected) => {
    it(`should clamp it to ${expected}`, () => {
      render(<ProgressBar label="Uploading the picture" value={value} />);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', expected);
    });
  });

  describe('given the value hidden', () => {
    it('should show only the label', () => {
      render(<ProgressBar label="Uploading the picture" value={40} showValue={false} />);
      expect(screen.getByRole('progressbar')).toHaveTextContent(/^Uploading the picture$/);
    });
  });
});
