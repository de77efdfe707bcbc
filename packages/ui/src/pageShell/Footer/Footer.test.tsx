import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

function renderFooter() {
  render(
    <Footer
      logo={<span>Pikkujätti</span>}
      customerService={{ href: 'tel:+35803030304', label: 'Customer service 0303 0304' }}
      appsLabel="Get the Pikkujätti app"
      apps={[
        { href: 'https://apps.example/ios', label: 'Download on the App Store' },
        { href: 'https://apps.example/android', label: 'Get it on Google Play' },
      ]}
      terms={{ href: '/fi/eula', label: 'Terms of use' }}
      cookies={{
        label: 'Cookie settings',
        title: 'Cookie settings',
        text: 'This service uses only the cookies it needs.',
        closeLabel: 'Close',
      }}
    />,
  );
}

describe('Footer', () => {
  describe('given the children brand in English', () => {
    it('should offer customer service by phone, the apps and the terms in the footer landmark', () => {
      renderFooter();

      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Customer service 0303 0304' })).toHaveAttribute(
        'href',
        'tel:+35803030304',
      );
      expect(within(footer).getAllByRole('link', { name: /App Store|Google Play/ })).toHaveLength(2);
      expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/fi/eula');
    });
  });

  describe('given the cookie settings opened', () => {
    it('should explain the cookies in a dialog that closes and gives focus back', async () => {
      renderFooter();
      const button = screen.getByRole('button', { name: 'Cookie settings' });

      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
      expect(dialog).toHaveAccessibleDescription('This service uses only the cookies it needs.');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });
  });
});
