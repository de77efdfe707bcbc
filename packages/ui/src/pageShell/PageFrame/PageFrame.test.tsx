import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  describe('given every part', () => {
    it('should lay out the header, navigation, main and footer landmarks, the skip link first', () => {
      render(
        <PageFrame
          skipToContentLabel="Skip to main content"
          header={<header>Aava</header>}
          navigation={<nav aria-label="Main menu">menu</nav>}
          footer={<footer>Customer service</footer>}
        >
          <h1>Appointments</h1>
        </PageFrame>,
      );

      const [first] = screen.getAllByRole('link');
      expect(first).toHaveAccessibleName('Skip to main content');
      expect(first).toHaveAttribute('href', '#main');
      expect(screen.getByRole('banner')).toBeVisible();
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
      expect(screen.getByRole('contentinfo')).toBeVisible();
    });
  });

  describe('given a page of the sign-in flow', () => {
    it('should go without menu and footer', () => {
      render(
        <PageFrame skipToContentLabel="Skip" header={<header>Aava</header>}>
          <h1>Session timed out</h1>
        </PageFrame>,
      );

      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    });
  });
});
