import { buildPath } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useLang, useWords } from '../i18n';
import { Pagination, type PaginationProps, type PaginationWords } from './Pagination';

type Args = Pick<PaginationProps, 'page' | 'pageCount' | 'onPageChange'> & {
  /** Pages as links to the invoice list's address instead of buttons. */
  asLinks?: boolean;
};

function useProvidedWords(): PaginationWords {
  const words = useWords().components.pagination;
  return {
    label: words.label(),
    first: words.first(),
    previous: words.previous(),
    next: words.next(),
    last: words.last(),
    page: (page) => words.page({ page }),
    pageOf: (page, count) => words.pageOf({ page, count }),
  };
}

/** The pager of the invoice list (10 a page); the page changes as a person presses. */
function InvoicePager({ page: first, pageCount, onPageChange, asLinks = false }: Args) {
  const [page, setPage] = useState(first);
  const lang = useLang();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      words={useProvidedWords()}
      hrefOf={asLinks ? (target) => `${buildPath('invoices', lang)}?page=${target}` : undefined}
      onPageChange={(target) => {
        setPage(target);
        onPageChange?.(target);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: InvoicePager,
  args: { page: 6, pageCount: 20, asLinks: false, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
  },
  globals: { viewport: { value: 'large' } },
} satisfies Meta<typeof InvoicePager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Large screen: first, last and two pages each side. */
export const MiddlePage: Story = {
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const words = storyWords(globals).components.pagination;
    await step('go to the next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.next() }));
    });
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
    await expect(canvas.getByRole('button', { name: words.page({ page: 7 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** Medium screen: one page each side. */
export const MediumScreen: Story = { globals: { viewport: { value: 'medium' } } };

/** Small screen: no page numbers (patient-area.md §9), only where one is. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.pagination;
    await expect(canvas.getByText(words.pageOf({ page: 6, count: 20 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.page({ page: 6 }) })).not.toBeInTheDocument();
  },
};

/** Pages as links, so that the back button and new tabs work. */
export const AsLinks: Story = {
  args: { asLinks: true },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.pagination;
    await expect(canvas.getByRole('link', { name: words.page({ page: 7 }) })).toHaveAttribute(
      'href',
      expect.stringContaining('page=7'),
    );
  },
};

/** Keyboard focus on a page number. */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
  },
};
