import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  describe('given a list element', () => {
    it('should be a list of its items', () => {
      render(
        <Stack as="ul" space="sm" aria-label="Appointments">
          <li>Tuesday</li>
          <li>Wednesday</li>
        </Stack>,
      );
      const list = screen.getByRole('list', { name: 'Appointments' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tuesday', 'Wednesday']);
    });
  });

  describe('given a different space', () => {
    it('should lay out with a different class', () => {
      render(
        <>
          <Stack space="sm">
            <p>Small</p>
          </Stack>
          <Stack space="xl">
            <p>Large</p>
          </Stack>
        </>,
      );
      expect(screen.getByText('Small').parentElement?.className).not.toBe(
        screen.getByText('Large').parentElement?.className,
      );
    });
  });
});
