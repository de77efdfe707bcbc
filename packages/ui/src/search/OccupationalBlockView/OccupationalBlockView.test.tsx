import { type OccupationalBlock, occupationalBlockOf } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { OccupationalBlockView } from './OccupationalBlockView';

function renderBlock(block: OccupationalBlock, chatHref: string | null = '/en/conversations/new') {
  render(
    <I18nProvider lang="en">
      <OccupationalBlockView
        block={block}
        phone="0303 0303"
        phoneHref="tel:+3583030303"
        privateListHref="/en/booking/private-customer"
        chatHref={chatHref}
        onReload={vi.fn()}
      />
    </I18nProvider>,
  );
}

describe('OccupationalBlockView', () => {
  describe('given no agreement', () => {
    it('should offer booking as a private customer', () => {
      renderBlock(occupationalBlockOf('noOccupationalHealthcare', [], null));
      expect(screen.getByText('No occupational healthcare agreement found')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Book as a private customer' })).toHaveAttribute(
        'href',
        '/en/booking/private-customer',
      );
    });
  });

  describe('given an agreement without online booking and with the phone service', () => {
    it('should show the phone number and the phone lift-up, not the chat', () => {
      renderBlock(occupationalBlockOf('webReservationNotAllowed', ['phone-service'], null));
      expect(screen.getByText(/Call our customer service to book: 0303 0303/)).toBeVisible();
      expect(screen.getAllByRole('link', { name: 'Call 0303 0303' })[0]).toHaveAttribute(
        'href',
        'tel:+3583030303',
      );
      expect(screen.getByRole('heading', { name: 'Occupational healthcare phone service' })).toBeVisible();
      expect(
        screen.queryByRole('heading', { name: 'Chat with occupational healthcare' }),
      ).not.toBeInTheDocument();
    });
  });

  describe('given the chat lift-up and no chat page built', () => {
    it('should leave the chat out rather than lead nowhere', () => {
      renderBlock(occupationalBlockOf('webReservationNotAllowed', ['chat', 'phone-service'], null), null);
      expect(
        screen.queryByRole('heading', { name: 'Chat with occupational healthcare' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Occupational healthcare phone service' })).toBeVisible();
    });
  });

  describe('given an unknown failure', () => {
    it('should offer to reload', () => {
      renderBlock(occupationalBlockOf('unknownError', [], null));
      expect(screen.getByRole('alert')).toHaveTextContent('Apologies! Something went wrong...');
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    });
  });
});
