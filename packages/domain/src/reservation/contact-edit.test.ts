import { describe, expect, it } from 'vitest';
import {
  type ContactEditEvent,
  type ContactEditState,
  contactEditStates,
  isContactEditing,
  nextContactEdit,
} from './contact-edit';

describe('nextContactEdit', () => {
  it.each<[ContactEditState, ContactEditEvent, ContactEditState]>([
    ['readOnly', 'edit', 'editing'],
    ['editing', 'cancel', 'readOnly'],
    ['editing', 'save', 'saving'],
    ['saving', 'saved', 'readOnly'],
    ['saving', 'failed', 'error'],
    ['error', 'save', 'saving'],
    ['error', 'cancel', 'readOnly'],
  ])('given %s, when %s, should be %s', (state, event, next) => {
    expect(nextContactEdit(state, event)).toBe(next);
  });

  it.each<[ContactEditState, ContactEditEvent]>([
    ['readOnly', 'save'],
    ['readOnly', 'saved'],
    ['editing', 'edit'],
    ['editing', 'saved'],
    ['saving', 'cancel'],
    ['saving', 'edit'],
    ['error', 'saved'],
  ])('given %s, when %s does not apply, should stay', (state, event) => {
    expect(nextContactEdit(state, event)).toBe(state);
  });
});

describe('isContactEditing', () => {
  it('should be false only when read-only', () => {
    expect(contactEditStates.filter(isContactEditing)).toEqual(['editing', 'saving', 'error']);
  });
});
