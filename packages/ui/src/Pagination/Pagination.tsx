import { clampPage, pageList, type ScreenSize } from '@portal/domain';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { control, gap, icon, list, status } from './Pagination.css';
import { useScreenSize } from './useScreenSize';

/** The pager's words, from the page language's dictionary. */
export interface PaginationWords {
  /** Names the navigation, e.g. 'Pages'. */
  label: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** A page number's name, e.g. 'Page 3'. */
  page: (page: number) => string;
  /** Where one is, shown on small screens instead of numbers, e.g. 'Page 3 of 10'. */
  pageOf: (page: number, count: number) => string;
}

export interface PaginationProps {
  /** The shown page, from 1. */
  page: number;
  /** How many pages there are; below 2 the pager draws nothing. */
  pageCount: number;
  words: PaginationWords;
  /** The address of a page, so that pages are links (back button, new tab). Default: buttons. */
  hrefOf?: (page: number) => string;
  /** Called with the chosen page when the pager draws buttons. */
  onPageChange?: (page: number) => void;
  /** The screen size to lay out for. Default: the window's, kept current. */
  screenSize?: ScreenSize;
}

const arrows = {
  first: 'M11 5l-5 5 5 5M16 5l-5 5 5 5',
  previous: 'M12.5 5l-5 5 5 5',
  next: 'M7.5 5l5 5-5 5',
  last: 'M4 5l5 5-5 5M9 5l5 5-5 5',
} as const;

function Arrow({ direction }: { direction: keyof typeof arrows }) {
  return (
    <svg viewBox="0 0 20 20" className={icon} aria-hidden focusable="false">
      <path d={arrows[direction]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface ControlProps {
  target: number;
  name: string;
  children: ReactNode;
  isCurrent?: boolean;
  isDisabled?: boolean;
  hrefOf: PaginationProps['hrefOf'];
  onPageChange: PaginationProps['onPageChange'];
}

function Control({
  target,
  name,
  children,
  isCurrent = false,
  isDisabled = false,
  hrefOf,
  onPageChange,
}: ControlProps) {
  const state = { 'aria-label': name, 'data-current': isCurrent || undefined, className: control };
  if (hrefOf !== undefined) {
    return (
      <Link
        {...state}
        href={isDisabled ? undefined : hrefOf(target)}
        isDisabled={isDisabled}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {children}
      </Link>
    );
  }
  return (
    <Button
      {...state}
      isDisabled={isDisabled}
      aria-current={isCurrent ? 'page' : undefined}
      onPress={() => onPageChange?.(target)}
    >
      {children}
    </Button>
  );
}

/**
 * A pager: first, previous, the first, last and nearby page numbers, next and last (the domain's
 * `pageList` decides which numbers). Small screens get no numbers, only where one is.
 */
export function Pagination({ page, pageCount, words, hrefOf, onPageChange, screenSize }: PaginationProps) {
  const windowSize = useScreenSize();
  const screen = screenSize ?? windowSize;
  if (pageCount < 2) return null;
  const at = clampPage(page, pageCount);
  const links = { hrefOf, onPageChange };

  return (
    <nav aria-label={words.label} data-screen={screen}>
      <ul className={list}>
        <li>
          <Control {...links} target={1} name={words.first} isDisabled={at === 1}>
            <Arrow direction="first" />
          </Control>
        </li>
        <li>
          <Control {...links} target={at - 1} name={words.previous} isDisabled={at === 1}>
            <Arrow direction="previous" />
          </Control>
        </li>
        {screen === 'small' && <li className={status}>{words.pageOf(at, pageCount)}</li>}
        {pageList(at, pageCount, screen).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Control {...links} target={item.page} name={words.page(item.page)} isCurrent={item.current}>
                {item.page}
              </Control>
            </li>
          ),
        )}
        <li>
          <Control {...links} target={at + 1} name={words.next} isDisabled={at === pageCount}>
            <Arrow direction="next" />
          </Control>
        </li>
        <li>
          <Control {...links} target={pageCount} name={words.last} isDisabled={at === pageCount}>
            <Arrow direction="last" />
          </Control>
        </li>
      </ul>
    </nav>
  );
}
