import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n';
import { BookPanel, type BookPanelProps } from './BookPanel';

function renderPanel(props: Partial<BookPanelProps>) {
  const handlers = { onBook: vi.fn(), onConfirmedChange: vi.fn(), onBindingAcceptedChange: vi.fn() };
  render(
    <I18nProvider lang="en">
      <BookPanel
        confirmation="none"
        confirmed={false}
        bindingRequired={false}
        bindingAccepted={false}
        blockers={[]}
        {...handlers}
        {...props}
      />
    </I18nProvider>,
  );
  return handlers;
}

describe('BookPanel', () => {
  it('given nothing in the way, should book', async () => {
    const { onBook } = renderPanel({});
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('given an open contact form, should disable Book and say why', () => {
    renderPanel({ blockers: ['saveUnfinishedChanges'] });
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(/Save unfinished changes before continuing/);
  });

  it('given a reservation under way, should say Reserving...', () => {
    renderPanel({ blockers: ['reserving'] });
    expect(screen.getByRole('button', { name: 'Reserving...' })).toBeVisible();
  });

  it('given a referral-only specialty, should ask to confirm the referral', async () => {
    const { onConfirmedChange } = renderPanel({
      confirmation: 'referralOnly',
      blockers: ['occupationalConfirmationRequired'],
    });
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I confirm that I have a referral from occupational health care to this visit',
      }),
    );
    expect(onConfirmedChange).toHaveBeenCalledWith(true);
  });
});
