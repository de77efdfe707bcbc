import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Shell } from './Shell';

describe('Shell', () => {
  it('should give the page a header and a main landmark', () => {
    render(
      <Shell
        brand={<a href="/fi">Aava</a>}
        actions={<button type="button">Log out</button>}
        skipToContentLabel="Skip"
      >
        <h1>Welcome</h1>
      </Shell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Aava');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Welcome' }),
    );
  });

  it('should offer a skip link to the main content first', () => {
    render(
      <Shell brand="Aava" skipToContentLabel="Skip to main content">
        <p>Page</p>
      </Shell>,
    );
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveAccessibleName('Skip to main content');
    expect(first).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
