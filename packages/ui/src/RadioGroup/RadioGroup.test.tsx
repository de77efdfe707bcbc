import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioOption } from './RadioGroup';
import { radioAppearances } from './RadioGroup.css';

const visitTypes: RadioOption<'clinic' | 'video' | 'phone'>[] = [
  { value: 'clinic', label: 'Clinic visit' },
  { value: 'video', label: 'Video appointment', description: 'You need a camera.' },
  { value: 'phone', label: 'Phone appointment' },
];

describe('RadioGroup', () => {
  describe('given a question and choices', () => {
    it('should show a group named by the question with a radio per choice', () => {
      render(<RadioGroup label="Appointment type" options={visitTypes} />);
      const group = screen.getByRole('radiogroup', { name: 'Appointment type' });
      expect(group).toBeVisible();
      expect(screen.getAllByRole('radio')).toHaveLength(3);
      expect(screen.getByRole('radio', { name: /Video appointment/ })).toHaveAccessibleName(
        'Video appointment You need a camera.',
      );
    });

    it('should pick the clicked choice and tell onChange its value', async () => {
      const onChange = vi.fn();
      render(<RadioGroup label="Appointment type" options={visitTypes} onChange={onChange} />);

      await userEvent.click(screen.getByRole('radio', { name: 'Phone appointment' }));

      expect(screen.getByRole('radio', { name: 'Phone appointment' })).toBeChecked();
      expect(onChange).toHaveBeenCalledWith('phone');
    });

    it('should move the choice with the arrow keys', async () => {
      const onChange = vi.fn();
      render(
        <RadioGroup
          label="Appointment type"
          options={visitTypes}
          defaultValue="clinic"
          onChange={onChange}
        />,
      );

      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');

      expect(screen.getByRole('radio', { name: /Video appointment/ })).toBeChecked();
      expect(onChange).toHaveBeenCalledWith('video');
    });
  });

  describe('given an error message', () => {
    it('should be invalid and show the message', () => {
      render(
        <RadioGroup
          label="Appointment type"
          options={visitTypes}
          errorMessage="Choose an appointment type."
        />,
      );
      const group = screen.getByRole('radiogroup', { name: 'Appointment type' });
      expect(group).toHaveAccessibleDescription('Choose an appointment type.');
      expect(group).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('given a disabled choice', () => {
    it('should not pick it', async () => {
      const options = visitTypes.map((option) => ({ ...option, isDisabled: option.value === 'phone' }));
      render(<RadioGroup label="Appointment type" options={options} />);

      await userEvent.click(screen.getByRole('radio', { name: 'Phone appointment' }));

      expect(screen.getByRole('radio', { name: 'Phone appointment' })).not.toBeChecked();
    });
  });

  it.each(radioAppearances)('given the %s look, should show every choice', (appearance) => {
    render(
      <RadioGroup
        label="Appointment type"
        options={visitTypes}
        appearance={appearance}
        orientation="horizontal"
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});
