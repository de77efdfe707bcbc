import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n';
import { VisitTypeLanding } from './VisitTypeLanding';

describe('VisitTypeLanding', () => {
  describe('given private and insurance in Finnish', () => {
    it('should link to both lists and to the other languages', () => {
      render(
        <I18nProvider lang="fi">
          <VisitTypeLanding
            visitTypes={[
              { type: 'private', href: '/fi/ajanvaraus/yksityisasiakas' },
              { type: 'insurance', href: '/fi/ajanvaraus/vakuutus' },
            ]}
            languageLinks={[
              { lang: 'sv', href: '/sv/tidsbokning' },
              { lang: 'en', href: '/en/booking' },
            ]}
            customerServicePhone="0303 0303"
          />
        </I18nProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Varaa aika' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Yksityisasiakas' })).toHaveAttribute(
        'href',
        '/fi/ajanvaraus/yksityisasiakas',
      );
      expect(screen.getByRole('link', { name: 'Vakuutusasiakas' })).toHaveAttribute(
        'href',
        '/fi/ajanvaraus/vakuutus',
      );
      expect(screen.queryByRole('link', { name: 'Työterveys' })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Ajanvaraus muilla kielillä' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'In English' })).toHaveAttribute('href', '/en/booking');
    });

    it('should tell of the brands’ merger with the customer service number to call', () => {
      render(
        <I18nProvider lang="fi">
          <VisitTypeLanding visitTypes={[]} languageLinks={[]} customerServicePhone="0303 0303" />
        </I18nProvider>,
      );
      const call = screen.getByRole('link', { name: '0303 0303' });
      expect(call).toHaveAttribute('href', 'tel:+3583030303');
      expect(call.parentElement).toHaveTextContent(
        'Aava ja Pikkujätti yhdistyivät yhdeksi yhtiöksi 1.6.2025. Asiakaspalvelu: 0303 0303.',
      );
    });
  });
});
