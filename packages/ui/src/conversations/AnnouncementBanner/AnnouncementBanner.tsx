import { Suspense } from 'react';
import { Notice } from '../../Notice';
import { preloadable } from '../../preloadable';
import * as styles from '../conversations.css';

export interface Announcement {
  readonly active: boolean;
  readonly heading: string;
  /** Markdown. */
  readonly description: string;
  readonly announcementType: 'info' | 'warning';
}

// The markdown renderer is a fifth of the conversation page's code and most threads have no
// announcement: it loads when one is shown.
const renderer = preloadable(() => import('./AnnouncementMarkdown'));

function LoadedMarkdown({ markdown }: { markdown: string }) {
  const { AnnouncementMarkdown } = renderer.read();
  return <AnnouncementMarkdown markdown={markdown} />;
}

/**
 * The messaging announcement above a thread. Until the renderer arrives the text shows as it is
 * written, so nothing moves much and nothing is missing.
 */
export function AnnouncementBanner({ announcement }: { announcement: Announcement | null }) {
  if (announcement === null || !announcement.active) return null;
  return (
    <Notice
      tone={announcement.announcementType === 'warning' ? 'warning' : 'info'}
      title={announcement.heading}
    >
      <div className={styles.markdown}>
        <Suspense fallback={<p>{announcement.description}</p>}>
          <LoadedMarkdown markdown={announcement.description} />
        </Suspense>
      </div>
    </Notice>
  );
}
