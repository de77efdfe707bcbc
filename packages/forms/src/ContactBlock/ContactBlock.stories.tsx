import { type ContactEditEvent, type ContactEditState, nextContactEdit } from '@portal/domain';
import { exampleContact, storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ContactBlock, type ContactBlockProps } from './ContactBlock';

type Args = Pick<ContactBlockProps, 'contact' | 'onSave'> & { initialState: ContactEditState };

/** The block driven by the domain's contact edit machine; a save stays in `saving`. */
function Block({ contact, onSave, initialState }: Args) {
  const [state, setState] = useState(initialState);
  const send = (event: ContactEditEvent) => setState((before) => nextContactEdit(before, event));
  return (
    <ContactBlock
      contact={contact}
      name="Maija Virtanen"
      identityCode="150385-****"
      state={state}
      onEdit={() => send('edit')}
      onCancel={() => send('cancel')}
      onSave={(value) => {
        onSave(value);
        send('save');
      }}
    />
  );
}

const meta = {
  title: 'Booking/Forms/ContactBlock',
  component: Block,
  args: { contact: exampleContact, onSave: fn(), initialState: 'readOnly' },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved details with Edit. */
export const ReadOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.contact;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('maija.virtanen@example.fi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.edit() })).toBeVisible();
  },
};

/** A detail is missing: the warning and Edit. */
export const ReadOnlyInvalid: Story = {
  args: { contact: { ...exampleContact, phoneNumber: '' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.contact;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.invalidWarning());
  },
};

/** Editing: a bad postal code is refused on Save. */
export const Editing: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.contact.edit() }));
    const zip = canvas.getByRole('textbox', { name: words.contact.zipCode() });
    await userEvent.clear(zip);
    await userEvent.type(zip, '123');
    await userEvent.click(canvas.getByRole('button', { name: words.contact.save() }));
    await expect(zip).toHaveAccessibleDescription(words.fieldErrors.zipCode());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the fields and Cancel wait, Save is busy. */
export const Saving: Story = {
  args: { initialState: 'saving' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.contact;
    await expect(within(canvasElement).getByRole('button', { name: LL.saving() })).toBeVisible();
  },
};

/** The save failed: the form stays open with the message. */
export const SaveFailed: Story = {
  args: { initialState: 'error' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.contact;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.saveFailed());
  },
};

export const ChildrensBrand: Story = { globals: { brand: 'children' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
