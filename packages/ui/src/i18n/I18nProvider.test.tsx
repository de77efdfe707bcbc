import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useLang, useWords } from './I18nProvider';

function LogOutLabel() {
  return <p lang={useLang()}>{useWords().shell.logout.button()}</p>;
}

describe('I18nProvider', () => {
  it.each([
    ['fi', 'Kirjaudu ulos'],
    ['sv', 'Logga ut'],
    ['en', 'Log out'],
  ] as const)('given %s, should give the words and the language of %s', (lang, words) => {
    render(
      <I18nProvider lang={lang}>
        <LogOutLabel />
      </I18nProvider>,
    );
    expect(screen.getByText(words)).toHaveAttribute('lang', lang);
  });

  it('given a new language, should show its words in the same render', () => {
    const { rerender } = render(
      <I18nProvider lang="fi">
        <LogOutLabel />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider lang="sv">
        <LogOutLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('Logga ut')).toBeInTheDocument();
  });

  it('given no provider, should say what is missing', () => {
    expect(() => render(<LogOutLabel />)).toThrow('useWords needs an I18nProvider above it');
  });
});
