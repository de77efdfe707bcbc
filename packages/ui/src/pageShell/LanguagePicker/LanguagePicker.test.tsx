import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagePicker } from './LanguagePicker';

describe('LanguagePicker', () => {
  describe('given the two other languages of a Finnish page', () => {
    it('should offer them as links in a named navigation, each in its own language', () => {
      render(
        <LanguagePicker
          label="Valitse kieli"
          links={[
            { lang: 'sv', href: '/sv/tidsbokningar?x=1', label: 'På svenska' },
            { lang: 'en', href: '/en/appointments?x=1', label: 'In English' },
          ]}
        />,
      );

      const nav = screen.getByRole('navigation', { name: 'Valitse kieli' });
      const links = within(nav).getAllByRole('link');

      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['På svenska', '/sv/tidsbokningar?x=1'],
        ['In English', '/en/appointments?x=1'],
      ]);
      expect(links.map((link) => link.getAttribute('lang'))).toEqual(['sv', 'en']);
      expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['sv', 'en']);
    });
  });
});
