import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneText } from './PhoneText';

describe('PhoneText', () => {
  it('should make the number in the sentence a link that calls it', () => {
    const { container } = render(
      <p>
        <PhoneText text="Please call our customer service 0303 0303." phone="0303 0303" />
      </p>,
    );

    expect(screen.getByRole('link', { name: '0303 0303' })).toHaveAttribute('href', 'tel:+3583030303');
    expect(container).toHaveTextContent('Please call our customer service 0303 0303.');
  });

  it('should show a sentence without the number as it is', () => {
    const { container } = render(
      <p>
        <PhoneText text="Please try again." phone="0303 0303" />
      </p>,
    );

    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('Please try again.');
  });
});
