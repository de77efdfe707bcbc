import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <Header
      logo={<span>Aava</span>}
      home={{ href: '/fi', label: 'Aava – etusivu' }}
      title="Ajanvaraukset"
      languages={
        <nav aria-label="Valitse kieli">
          <a href="/sv/tidsbokningar">På svenska</a>
        </nav>
      }
      account={<button type="button">Maija Virtanen</button>}
      {...props}
    />,
  );
}

const navigation = {
  openLabel: 'Valikko',
  closeLabel: 'Sulje valikko',
  children: (
    <nav aria-label="Päävalikko">
      <a href="/fi/ajanvaraukset">Ajanvaraukset</a>
    </nav>
  ),
};

describe('Header', () => {
  describe('given a signed-in page', () => {
    it('should hold the home link, the page title, the languages and the account in the banner', () => {
      renderHeader({ help: { href: '/fi/ohjeita', label: 'Ohjeet' } });

      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('link', { name: 'Aava – etusivu' })).toHaveAttribute('href', '/fi');
      expect(banner).toHaveTextContent('Ajanvaraukset');
      expect(within(banner).getByRole('navigation', { name: 'Valitse kieli' })).toBeVisible();
      expect(within(banner).getByRole('link', { name: 'Ohjeet' })).toHaveAttribute('href', '/fi/ohjeita');
      expect(within(banner).getByRole('button', { name: 'Maija Virtanen' })).toBeVisible();
      // The page's heading is the h1 in the main content; the bar only repeats its words.
      expect(within(banner).queryByRole('heading')).not.toBeInTheDocument();
    });
  });

  describe('given no help page and no menu (a signed-out visitor)', () => {
    it('should offer neither a help link nor a menu button', () => {
      renderHeader();

      expect(screen.queryByRole('link', { name: 'Ohjeet' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Valikko' })).not.toBeInTheDocument();
    });
  });

  describe('given a menu, opened by keyboard', () => {
    it('should show the menu in a dialog named after the button, and close it with Escape', async () => {
      renderHeader({ navigation });
      const button = screen.getByRole('button', { name: 'Valikko' });
      button.focus();

      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Valikko' });
      expect(within(dialog).getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('should close when a link inside is followed', async () => {
      renderHeader({ navigation });
      await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));
      const dialog = await screen.findByRole('dialog', { name: 'Valikko' });

      await userEvent.click(within(dialog).getByRole('link', { name: 'Ajanvaraukset' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should carry the unread count of the menu it hides on the button', () => {
      renderHeader({ navigation: { ...navigation, badge: { count: 2, label: '2 lukematonta' } } });

      expect(screen.getByRole('button', { name: 'Valikko 2 lukematonta' })).toBeVisible();
    });

    it('should carry no count when nothing is unread', () => {
      renderHeader({ navigation: { ...navigation, badge: { count: 0, label: '0 lukematonta' } } });

      expect(screen.getByRole('button', { name: 'Valikko' })).toBeVisible();
    });

    it('should close with its own close button', async () => {
      renderHeader({ navigation });
      await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));

      await userEvent.click(await screen.findByRole('button', { name: 'Sulje valikko' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
