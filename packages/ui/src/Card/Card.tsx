import { type ReactNode, useId } from 'react';
import { body, card, type cardVariants, footer as footerStyle, heading } from './Card.css';

/** Looks of a card: raised, outlined, or highlighted in the brand's tint. */
export type CardVariant = (typeof cardVariants)[number];

/** Heading levels a card's title may take, so that it fits the page's outline. */
export type HeadingLevel = 2 | 3 | 4;

export interface CardProps {
  /** The card's heading; when given the card is a region named by it. Default: none. */
  title?: string;
  /** The heading's level under the page's own headings. Default `2`. */
  headingLevel?: HeadingLevel;
  /** The card's content. */
  children: ReactNode;
  /** Actions under the content, e.g. a link to the appointment. Default: none. */
  footer?: ReactNode;
  /** Look of the card. Default `'elevated'`. */
  variant?: CardVariant;
}

/**
 * A box that groups one thing (an appointment, a front-page section): a heading, its content and its
 * actions. With a title it is a section named by that title, so screen readers can list it.
 */
export function Card({ title, headingLevel = 2, children, footer, variant = 'elevated' }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title === undefined ? undefined : headingId}
      data-variant={variant}
      className={card({ variant })}
    >
      {title !== undefined && (
        <Heading id={headingId} className={heading}>
          {title}
        </Heading>
      )}
      <div className={body}>{children}</div>
      {footer !== undefined && <div className={footerStyle}>{footer}</div>}
    </section>
  );
}
