import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Card';
import { action as actionStyle, heading, picture, root, text as textStyle } from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No upcoming appointments'. */
  title: string;
  /** What shows here once there is something, or what to do. Default: none. */
  text?: string;
  /** The way forward, e.g. a link to book an appointment. Default: none. */
  action?: ReactNode;
  /** The heading's level under the page's own headings. Default `2`. */
  headingLevel?: HeadingLevel;
}

/** An empty list said in words, with a way forward: each front-page section has one (patient-area.md §2). */
export function EmptyState({ title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={root} data-state="empty">
      <svg viewBox="0 0 40 40" className={picture} aria-hidden focusable="false">
        <rect x="7" y="9" width="26" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M7 16h26M14 6v6M26 6v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path d="M16 24h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Heading className={heading}>{title}</Heading>
      {text !== undefined && <p className={textStyle}>{text}</p>}
      {action !== undefined && <div className={actionStyle}>{action}</div>}
    </div>
  );
}
