import { ErrorView, Skeleton } from '@portal/ui';
import type { ReactNode } from 'react';

/** A section of a page that reads its own data: being read, failed, or shown. */
export type SectionLoadState =
  | { readonly status: 'loading'; readonly label: string }
  | { readonly status: 'failed'; readonly onRetry: () => void }
  | { readonly status: 'ready'; readonly content: ReactNode };

export interface SectionLoadProps {
  state: SectionLoadState;
}

/**
 * One section of my information that reads its own data (the consent, the access log): a
 * placeholder while it is read, the generic error view with Try again, or the section.
 */
export function SectionLoad({ state }: SectionLoadProps) {
  switch (state.status) {
    case 'loading':
      return <Skeleton label={state.label} />;
    case 'failed':
      return <ErrorView onRetry={state.onRetry} />;
    case 'ready':
      return <div data-state="ready">{state.content}</div>;
    default:
      return state satisfies never;
  }
}
