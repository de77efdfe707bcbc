import type { ReactNode } from 'react';
import { body, notice, type noticeTones, title as titleStyle } from './Notice.css';

/** Tones of a notice. */
export type NoticeTone = (typeof noticeTones)[number];

export interface NoticeProps {
  /** Kind of message. `warning` and `danger` interrupt a screen reader (role alert); the others wait (role status). Default `'info'`. */
  tone?: NoticeTone;
  /** A short heading line, e.g. "Identification failed". */
  title?: string;
  /** The message; may hold a link. */
  children?: ReactNode;
  /** Id, so that a field can point at the notice with `aria-describedby`. */
  id?: string;
}

function roleOf(tone: NoticeTone): 'status' | 'alert' {
  switch (tone) {
    case 'info':
    case 'success':
      return 'status';
    case 'warning':
    case 'danger':
      return 'alert';
    default:
      return tone satisfies never;
  }
}

/**
 * A message box. Render it when the message appears (not hidden beforehand), so that the live region
 * role announces it.
 */
export function Notice({ tone = 'info', title, children, id }: NoticeProps) {
  return (
    <div id={id} role={roleOf(tone)} data-tone={tone} className={notice({ tone })}>
      {title !== undefined && <p className={titleStyle({ tone })}>{title}</p>}
      {children !== undefined && <div className={body()}>{children}</div>}
    </div>
  );
}
