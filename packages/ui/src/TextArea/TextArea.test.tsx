import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

const tooLong = 'Character limit exceeded';

describe('TextArea', () => {
  describe('given a text within the limit', () => {
    it('should count the characters as n / max', () => {
      render(
        <TextArea label="Reason for visit" maxLength={300} tooLongMessage={tooLong} defaultValue="Cough" />,
      );
      expect(screen.getByText('5 / 300')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Reason for visit' })).toBeValid();
      expect(screen.queryByText(tooLong)).not.toBeInTheDocument();
    });

    it('should count as people do: an emoji and å are one character each', () => {
      render(
        <TextArea label="Reason for visit" maxLength={300} tooLongMessage={tooLong} defaultValue="å🤒" />,
      );
      expect(screen.getByText('2 / 300')).toBeInTheDocument();
    });

    it('should update the counter while typing', async () => {
      const onChange = vi.fn();
      render(
        <TextArea label="Reason for visit" maxLength={300} tooLongMessage={tooLong} onChange={onChange} />,
      );

      await userEvent.type(screen.getByRole('textbox', { name: 'Reason for visit' }), 'Fever');

      expect(screen.getByText('5 / 300')).toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith('Fever');
    });
  });

  describe('given a text at the limit', () => {
    it('should still be valid', () => {
      render(<TextArea label="Reason" maxLength={5} tooLongMessage={tooLong} defaultValue="Fever" />);
      expect(screen.getByRole('textbox', { name: 'Reason' })).toBeValid();
      expect(screen.getByText('5 / 5')).toHaveAttribute('data-limit', 'within');
    });
  });

  describe('given a text past the limit', () => {
    it('should let typing go on and show the limit error', async () => {
      render(<TextArea label="Reason" maxLength={5} tooLongMessage={tooLong} defaultValue="Fever" />);
      const box = screen.getByRole('textbox', { name: 'Reason' });

      await userEvent.type(box, '!');

      expect(box).toHaveValue('Fever!');
      expect(box).toBeInvalid();
      expect(screen.getByText('6 / 5')).toHaveAttribute('data-limit', 'over');
      expect(box).toHaveAccessibleDescription(`${tooLong} 6 / 5`);
    });

    it('should show another error instead when one is given', () => {
      render(
        <TextArea
          label="Reason"
          maxLength={5}
          tooLongMessage={tooLong}
          errorMessage="Server said no"
          defaultValue="Fevers"
        />,
      );
      expect(screen.getByText('Server said no')).toBeInTheDocument();
      expect(screen.queryByText(tooLong)).not.toBeInTheDocument();
    });
  });

  describe('given words for the counter', () => {
    it('should read the words to a screen reader instead of the bare numbers', () => {
      render(
        <TextArea
          label="Reason"
          description="Describe briefly."
          maxLength={300}
          tooLongMessage={tooLong}
          defaultValue="Cough"
          countLabel={(count, max) => `${count} of ${max} characters used`}
        />,
      );
      expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        'Describe briefly. 5 of 300 characters used',
      );
    });
  });

  describe('given a controlled value', () => {
    it('should count the value it is given', () => {
      const { rerender } = render(
        <TextArea label="Reason" maxLength={10} tooLongMessage={tooLong} value="Ache" />,
      );
      rerender(
        <TextArea label="Reason" maxLength={10} tooLongMessage={tooLong} value="Headache and fever" />,
      );
      expect(screen.getByText('18 / 10')).toBeInTheDocument();
      expect(screen.getByText(tooLong)).toBeInTheDocument();
    });
  });
});
