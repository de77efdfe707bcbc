import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it.each([
    ['Aava', 0.75, '0 0 100 75'],
    ['Pikkujätti', 0.45, '0 0 100 45'],
  ])('given %s with the proportion %s, should draw a mark of %s beside the name', (name, proportion, box) => {
    const { container } = render(<Logo name={name} proportion={proportion} />);

    expect(screen.getByText(name)).toBeVisible();
    const mark = container.querySelector('svg');
    expect(mark).toHaveAttribute('viewBox', box);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });
});
