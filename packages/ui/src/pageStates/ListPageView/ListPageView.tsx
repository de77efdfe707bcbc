import type { ReactNode } from 'react';
import { Stack } from '../../Stack';

export interface ListPageViewProps {
  /** The page's title, its one `h1`. */
  title: string;
  /** The words under the title that say what the page holds. Default: none. */
  intro?: string;
  /** The page's state: its list (loading, failed, empty or loaded) or its form. */
  children: ReactNode;
}

/**
 * A list page of the signed-in area as a whole: its heading, its intro and the list's state below
 * them. The app's page and the list's stories render this same frame, so the heading a patient
 * reads is in every story of the page.
 */
export function ListPageView({ title, intro, children }: ListPageViewProps) {
  return (
    <Stack space="lg">
      <h1>{title}</h1>
      {intro === undefined ? null : <p>{intro}</p>}
      {children}
    </Stack>
  );
}
