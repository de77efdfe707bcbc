import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './Tabs';
import { tabsAppearances } from './Tabs.css';

const sections: TabItem<'overview' | 'instructions' | 'faq'>[] = [
  { value: 'overview', label: 'Overview', content: <p>The fund pays part of your visits.</p> },
  { value: 'instructions', label: 'Instructions', content: <p>Keep your receipts.</p> },
  { value: 'faq', label: 'FAQ', content: <p>Certificates since 2022.</p>, isDisabled: true },
];

describe('Tabs', () => {
  describe('given no chosen tab', () => {
    it('should show the first tab and its panel', () => {
      render(<Tabs label="Sickness fund" items={sections} />);
      expect(screen.getByRole('tablist', { name: 'Sickness fund' })).toBeVisible();
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
        'The fund pays part of your visits.',
      );
    });
  });

  describe('given a click on another tab', () => {
    it('should show its panel and tell onValueChange', async () => {
      const onValueChange = vi.fn();
      render(<Tabs label="Sickness fund" items={sections} onValueChange={onValueChange} />);

      await userEvent.click(screen.getByRole('tab', { name: 'Instructions' }));

      expect(screen.getByRole('tabpanel', { name: 'Instructions' })).toHaveTextContent('Keep your receipts.');
      expect(screen.queryByText('The fund pays part of your visits.')).not.toBeInTheDocument();
      expect(onValueChange).toHaveBeenCalledWith('instructions');
    });
  });

  describe('given the keyboard', () => {
    it('should move along the tabs with the arrow keys, skipping a disabled one', async () => {
      render(<Tabs label="Sickness fund" items={sections} />);

      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Instructions' })).toHaveFocus();

      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    });
  });

  describe('given a controlled value', () => {
    it('should show the tab it is given', () => {
      render(<Tabs label="Sickness fund" items={sections} value="instructions" />);
      expect(screen.getByRole('tab', { name: 'Instructions' })).toHaveAttribute('data-state', 'active');
    });
  });

  it.each(tabsAppearances)('given the %s look, should show every tab', (appearance) => {
    render(<Tabs label="Sickness fund" items={sections} appearance={appearance} />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });
});
