import { render, screen, waitFor } from '@testing-library/react';
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

  describe('given an in-app page change', () => {
    const frame = (pageKey: string, title: string, drawing = 1) => (
      <PageFrame skipToContentLabel="Skip" header={<header>Aava</header>} pageKey={pageKey}>
        <h1 key={`${title}${drawing}`}>{title}</h1>
        <button type="button">Old control</button>
      </PageFrame>
    );

    it('should move focus to the new heading and say its title, but not on the first page', async () => {
      const { rerender, container } = render(frame('/en/appointments', 'Appointments'));
      const announcer = container.querySelector('[aria-live="polite"]');
      screen.getByRole('button', { name: 'Old control' }).focus();
      expect(announcer).toHaveTextContent('');

      rerender(frame('/en/messages', 'Messages'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toHaveFocus());
      expect(announcer).toHaveTextContent('Messages');
    });

    it('should pass the focus on when the new page draws its heading again (loading, then loaded)', async () => {
      const { rerender } = render(frame('/en/appointments', 'Appointments'));
      rerender(frame('/en/reserve/1', 'Reserve'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Reserve' })).toHaveFocus());

      rerender(frame('/en/reserve/1', 'Reserve', 2));

      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Reserve' })).toHaveFocus());
    });

    it('should leave focus alone when only the query changes', async () => {
      const { rerender } = render(frame('/en/list', 'List'));
      screen.getByRole('button', { name: 'Old control' }).focus();
      rerender(frame('/en/list', 'List'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: 'Old control' })).toHaveFocus();
    });
  });
});
