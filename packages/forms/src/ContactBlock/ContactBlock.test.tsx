import { I18nProvider } from '@portal/ui';
import { exampleContact } from '@portal/ui/examples';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactBlock, type ContactBlockProps } from './ContactBlock';

const contact = exampleContact;

function renderBlock(props: Partial<ContactBlockProps> = {}) {
  const handlers = { onEdit: vi.fn(), onCancel: vi.fn(), onSave: vi.fn() };
  render(
    <I18nProvider lang="en">
      <ContactBlock contact={contact} state="readOnly" {...handlers} {...props} />
    </I18nProvider>,
  );
  return handlers;
}

describe('ContactBlock', () => {
  it('given read-only, should show the details and Edit', async () => {
    const { onEdit } = renderBlock();
    expect(screen.getByText('Mannerheimintie 1 A 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('given a missing phone, should warn that the details are invalid', () => {
    renderBlock({ contact: { ...contact, phoneNumber: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some of your contact information is missing or invalid',
    );
    expect(screen.getByText('Not given')).toBeVisible();
  });

  it('given editing, should refuse an invalid e-mail and save a valid one normalised', async () => {
    const { onSave } = renderBlock({ state: 'editing' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'maija@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Invalid e-mail address');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.fi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...contact, emailAddress: 'maija@example.fi' });
  });

  it('given saving, should show Save busy', () => {
    renderBlock({ state: 'saving' });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeVisible();
  });

  it('given a failed save, should say it could not save and keep the form', () => {
    renderBlock({ state: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save your contact information');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('00100');
  });
});
