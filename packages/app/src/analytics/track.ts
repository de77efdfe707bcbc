import { type AnalyticsEvent, analyticsEventTimeoutMs } from '@portal/domain';

/** The page's tag manager, when one is installed: its data layer and its own global. */
export type TagManagerWindow = { dataLayer?: unknown[]; google_tag_manager?: unknown };

/**
 * Hands an event to the tag manager's data layer, then goes on: when the tag manager calls back, or
 * after 2 s at the latest, so that leaving the page does not lose the event and a slow or blocked tag
 * manager does not hold the person. Without a tag manager on the page nobody calls back, so it goes on
 * at once.
 */
export function trackThen(
  event: AnalyticsEvent,
  then: () => void,
  target: TagManagerWindow = window as TagManagerWindow,
): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  target.dataLayer ??= [];
  target.dataLayer.push({ event, eventCallback: finish, eventTimeout: analyticsEventTimeoutMs });
  if (target.google_tag_manager === undefined) finish();
  else setTimeout(finish, analyticsEventTimeoutMs);
}
