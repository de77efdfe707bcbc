import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationWords } from './Pagination';

const words: PaginationWords = {
  label: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
  pageOf: (page, count) => `Page ${page} of ${count}`,
};

function pageNames(): string[] {
  return screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((name) => /^Page \d+$/.test(name));
}

describe('Pagination', () => {
  describe('given page 6 of 20 on a large screen', () => {
    it('should number the first, the last and two pages each side of the current', () => {
      render(<Pagination page={6} pageCount={20} words={words} screenSize="large" />);
      expect(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible();
      expect(pageNames()).toEqual(['Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Page 20']);
      expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    });

    it('should go to the next page', async () => {
      const onPageChange = vi.fn();
      render(
        <Pagination page={6} pageCount={20} words={words} screenSize="large" onPageChange={onPageChange} />,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

      expect(onPageChange).toHaveBeenCalledWith(7);
    });

    it.each([
      ['First page', 1],
      ['Previous page', 5],
      ['Page 8', 8],
      ['Last page', 20],
    ])('should go from %s to page %i', async (name, expected) => {
      const onPageChange = vi.fn();
      render(
        <Pagination page={6} pageCount={20} words={words} screenSize="large" onPageChange={onPageChange} />,
      );

      await userEvent.click(screen.getByRole('button', { name }));

      expect(onPageChange).toHaveBeenCalledWith(expected);
    });
  });

  describe('given a medium screen', () => {
    it('should number one page each side of the current', () => {
      render(<Pagination page={6} pageCount={20} words={words} screenSize="medium" />);
      expect(pageNames()).toEqual(['Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 20']);
    });
  });

  describe('given a small screen', () => {
    it('should show no page numbers, only where one is', () => {
      render(<Pagination page={6} pageCount={20} words={words} screenSize="small" />);
      expect(pageNames()).toEqual([]);
      expect(screen.getByText('Page 6 of 20')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    });
  });

  describe('given the first page', () => {
    it('should not offer going back', () => {
      render(<Pagination page={1} pageCount={3} words={words} screenSize="large" />);
      expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
    });
  });

  describe('given the last page', () => {
    it('should not offer going forward', () => {
      render(<Pagination page={3} pageCount={3} words={words} screenSize="large" />);
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    });
  });

  describe('given addresses of the pages', () => {
    it('should link every page', () => {
      render(
        <Pagination
          page={2}
          pageCount={3}
          words={words}
          screenSize="large"
          hrefOf={(page) => `/en/invoices?page=${page}`}
        />,
      );
      expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/invoices?page=3');
      expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/invoices?page=3');
      expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('given a single page', () => {
    it('should draw nothing', () => {
      const { container } = render(<Pagination page={1} pageCount={1} words={words} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
