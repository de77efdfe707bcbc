import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n';
import { InsurerPartnerLanding } from './InsurerPartnerLanding';

function renderLanding(lang: 'fi' | 'en') {
  render(
    <I18nProvider lang={lang}>
      <InsurerPartnerLanding
        childBooking={{ name: 'Pikkujätti', href: 'https://children.test/fi/kirjaudu' }}
        selfBooking={{ name: 'Aava', href: '/fi/ajanvaraus/vakuutus' }}
        phone="0303 0303"
        languages={[{ lang: 'sv', href: '/sv/lahitapiola', label: 'På svenska' }]}
      />
    </I18nProvider>,
  );
}

describe('InsurerPartnerLanding', () => {
  it('should tell the permit was granted', () => {
    renderLanding('en');
    expect(screen.getByRole('status')).toHaveTextContent('Your direct compensation permit has been granted');
  });

  it('should lead a guardian to the children’s brand and the person to the general brand', () => {
    renderLanding('en');
    const child = screen.getByRole('region', { name: 'Booking for a child' });
    expect(within(child).getByText(/sign in with strong identification/)).toBeVisible();
    expect(within(child).getByRole('link', { name: 'Book at Pikkujätti' })).toHaveAttribute(
      'href',
      'https://children.test/fi/kirjaudu',
    );
    expect(screen.getByRole('link', { name: 'Book at Aava' })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/vakuutus',
    );
  });

  it('should give the phone booking number and hours in Finnish', () => {
    renderLanding('fi');
    expect(screen.getByRole('link', { name: 'Soita 0303 0303' })).toHaveAttribute('href', 'tel:+3583030303');
    expect(screen.getByRole('list', { name: 'Puhelinvarauksen aukioloajat' })).toHaveTextContent(
      'ma–pe 7–21la 8–20su 8.30–16',
    );
    expect(screen.getByRole('link', { name: 'Varaa aika Pikkujättiin' })).toBeVisible();
  });

  it('should offer the page in the other languages', () => {
    renderLanding('en');
    const languages = screen.getByRole('navigation', { name: 'This page in other languages' });
    expect(within(languages).getByRole('link', { name: 'På svenska' })).toHaveAttribute(
      'href',
      '/sv/lahitapiola',
    );
  });
});
