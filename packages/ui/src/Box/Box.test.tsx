import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  describe('given no element', () => {
    it('should render a div with its children', () => {
      render(<Box padding="md">Content</Box>);
      expect(screen.getByText('Content').tagName).toBe('DIV');
    });
  });

  describe('given an element and an accessible name', () => {
    it('should be that landmark for assistive technology', () => {
      render(
        <Box as="nav" aria-label="Main menu" display="flex" gap="sm">
          <a href="/fi">Etusivu</a>
        </Box>,
      );
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toContainElement(
        screen.getByRole('link', { name: 'Etusivu' }),
      );
    });
  });

  describe('given layout props', () => {
    it('should turn them into classes, not into attributes of the element', () => {
      render(
        <Box display={{ small: 'block', large: 'flex' }} gap="md" background="surface" id="box">
          Content
        </Box>,
      );
      const box = screen.getByText('Content');
      expect(box).toHaveAttribute('id', 'box');
      expect(box).not.toHaveAttribute('gap');
      expect(box).not.toHaveAttribute('display');
      expect(box.className.split(' ').length).toBeGreaterThanOrEqual(4);
    });
  });
});
