import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TagManagerWindow, trackThen } from './track';

describe('trackThen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('given no tag manager on the page', () => {
    it('should put the event in the data layer and go on at once', () => {
      const page: TagManagerWindow = {};
      const then = vi.fn();
      trackThen('appointmentCancelled', then, page);
      expect(page.dataLayer).toEqual([
        { event: 'appointmentCancelled', eventCallback: expect.any(Function), eventTimeout: 2000 },
      ]);
      expect(then).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a tag manager that takes the event', () => {
    it('should go on when it calls back, once', () => {
      const page: TagManagerWindow = { google_tag_manager: {}, dataLayer: [] };
      const then = vi.fn();
      trackThen('appointmentCancelled', then, page);
      expect(then).not.toHaveBeenCalled();
      const [pushed] = (page.dataLayer ?? []) as { eventCallback: () => void }[];
      pushed?.eventCallback();
      vi.advanceTimersByTime(2000);
      expect(then).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a tag manager that never calls back', () => {
    it('should go on after 2 s', () => {
      const then = vi.fn();
      trackThen('appointmentCancelled', then, { google_tag_manager: {} });
      vi.advanceTimersByTime(1999);
      expect(then).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(then).toHaveBeenCalledTimes(1);
    });
  });
});
