import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { DatePicker } from './DatePicker';

function inEnglish(children: ReactNode) {
  return render(<I18nProvider lang="en">{children}</I18nProvider>);
}

describe('DatePicker', () => {
  describe('given no date', () => {
    it('should show the placeholder in a button named by the label', () => {
      inEnglish(<DatePicker label="Appointment date" placeholder="Choose" />);
      expect(screen.getByRole('button', { name: 'Appointment date Choose' })).toBeVisible();
    });
  });

  describe('given a chosen date', () => {
    it('should show it as d.M.yyyy', () => {
      inEnglish(<DatePicker label="Appointment date" placeholder="Choose" defaultValue="2026-11-05" />);
      expect(screen.getByRole('button', { name: 'Appointment date 5.11.2026' })).toBeVisible();
    });
  });

  describe('given the calendar opened by the keyboard', () => {
    it('should put focus on the chosen day, ready for the arrow keys', async () => {
      const onChange = vi.fn();
      inEnglish(
        <DatePicker
          label="Appointment date"
          placeholder="Choose"
          defaultValue="2026-11-17"
          onChange={onChange}
        />,
      );

      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(document.activeElement).toHaveTextContent(/^17$/));
      await userEvent.keyboard('{ArrowRight}{Enter}');

      expect(onChange).toHaveBeenCalledWith('2026-11-18');
    });
  });

  describe('given a day chosen in the opened calendar', () => {
    it('should close, show the date and tell onChange', async () => {
      const onChange = vi.fn();
      inEnglish(
        <DatePicker
          label="Appointment date"
          placeholder="Choose"
          defaultValue="2026-11-16"
          onChange={onChange}
        />,
      );

      await userEvent.click(screen.getByRole('button', { name: /Appointment date/ }));
      await userEvent.click(await screen.findByRole('button', { name: /24 November 2026/ }));

      expect(onChange).toHaveBeenCalledWith('2026-11-24');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Appointment date 24.11.2026' })).toBeVisible();
    });
  });

  describe('given a form field name', () => {
    it('should send the date as yyyy-mm-dd', () => {
      const { container } = inEnglish(
        <DatePicker
          label="Appointment date"
          placeholder="Choose"
          defaultValue="2026-11-16"
          name="startDate"
        />,
      );
      expect(container.querySelector('input[name="startDate"]')).toHaveValue('2026-11-16');
    });
  });

  describe('given an error message', () => {
    it('should describe the button by it', () => {
      inEnglish(<DatePicker label="Appointment date" placeholder="Choose" errorMessage="Choose a date." />);
      expect(screen.getByRole('button', { name: /Appointment date/ })).toHaveAccessibleDescription(
        'Choose a date.',
      );
    });
  });

  describe('given a disabled field', () => {
    it('should not open', async () => {
      inEnglish(<DatePicker label="Appointment date" placeholder="Choose" isDisabled />);

      await userEvent.click(screen.getByRole('button', { name: /Appointment date/ }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
