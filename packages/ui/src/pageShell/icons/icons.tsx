import type { ReactNode, SVGProps } from 'react';

/**
 * Line icons of the shell, 24 × 24 (the specification's icon size). They are decoration: the control
 * that holds one always has its own accessible name, so every icon is hidden from assistive technology.
 */
function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** Three lines: opens the menu. */
export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** A cross: closes. */
export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A question mark in a circle: help. */
export function HelpIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14" />
      <path d="M12 17.5h.01" />
    </Icon>
  );
}

/** A person: the signed-in user. */
export function PersonIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </Icon>
  );
}

/** A chevron pointing down: opens a list below. */
export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

/** A phone handset: customer service. */
export function PhoneIcon() {
  return (
    <Icon>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Icon>
  );
}

/** A clock: the session is running out. */
export function ClockIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** Marks inside a line of text, as tall as the text: drawn, so no machine lacks their glyph. */
function TextMark({ children }: { children: ReactNode }) {
  return (
    <Icon width="1em" height="1em" style={{ verticalAlign: '-0.125em' }}>
      {children}
    </Icon>
  );
}

/** A check mark: ready, or within the range. */
export function CheckIcon() {
  return (
    <TextMark>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </TextMark>
  );
}

/** An hourglass: still waiting. */
export function HourglassIcon() {
  return (
    <TextMark>
      <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
    </TextMark>
  );
}

/** An arrow up: above the range. */
export function ArrowUpIcon() {
  return (
    <TextMark>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </TextMark>
  );
}

/** An arrow down: below the range. */
export function ArrowDownIcon() {
  return (
    <TextMark>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </TextMark>
  );
}

/** A cross: not valid. */
export function CrossIcon() {
  return (
    <TextMark>
      <path d="M7 7l10 10M17 7L7 17" />
    </TextMark>
  );
}
