import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldWidths } from '../field/field.css';
import { TextField } from './TextField';

describe('TextField', () => {
  describe('given a label and a description', () => {
    it('should name the box by its label and describe it by the description', () => {
      render(<TextField label="E-mail" description="We send the confirmation here." />);
      const box = screen.getByRole('textbox', { name: 'E-mail' });
      expect(box).toHaveAccessibleDescription('We send the confirmation here.');
      expect(box).toBeValid();
    });

    it('should pass each typed value to onChange', async () => {
      const onChange = vi.fn();
      render(<TextField label="First name" onChange={onChange} />);

      await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Maija');

      expect(onChange).toHaveBeenLastCalledWith('Maija');
    });
  });

  describe('given an error message', () => {
    it('should mark the box invalid and describe it by the message', () => {
      render(<TextField label="E-mail" defaultValue="maija@" errorMessage="Check the e-mail address." />);
      const box = screen.getByRole('textbox', { name: 'E-mail' });
      expect(box).toBeInvalid();
      expect(box).toHaveAttribute('data-invalid');
      expect(box).toHaveAccessibleDescription('Check the e-mail address.');
    });

    it('should describe the box by both the description and the message', () => {
      render(
        <TextField
          label="E-mail"
          description="For the confirmation."
          errorMessage="Check the e-mail address."
        />,
      );
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'For the confirmation. Check the e-mail address.',
      );
    });
  });

  describe('given no error message', () => {
    it('should show no error', () => {
      render(<TextField label="E-mail" defaultValue="maija@" />);
      expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('data-invalid');
      expect(screen.queryByText('Check the e-mail address.')).not.toBeInTheDocument();
    });
  });

  describe('given a required field', () => {
    it('should tell assistive technology that it is required', () => {
      render(<TextField label="First name" isRequired />);
      expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    });

    it('should not block a blank value itself: the page decides what is an error', () => {
      render(<TextField label="First name" isRequired />);
      expect(screen.getByRole('textbox', { name: 'First name' })).toBeValid();
    });
  });

  describe('given a maximum length', () => {
    it('should stop typing at the limit', async () => {
      render(<TextField label="Postal code" maxLength={5} />);
      const box = screen.getByRole('textbox', { name: 'Postal code' });

      await userEvent.type(box, '0010099');

      expect(box).toHaveValue('00100');
    });
  });

  describe('given a disabled field', () => {
    it('should not take typing', async () => {
      render(<TextField label="First name" defaultValue="Eetu" isDisabled />);
      const box = screen.getByRole('textbox', { name: 'First name' });

      await userEvent.type(box, 'x');

      expect(box).toBeDisabled();
      expect(box).toHaveValue('Eetu');
    });
  });

  it.each(fieldWidths)('given the %s width, should render the box', (width) => {
    render(<TextField label="Postal code" width={width} />);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeVisible();
  });
});
