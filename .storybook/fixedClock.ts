/**
 * The instant every story takes as now: Monday 16 November 2026, 10.00 in Helsinki (08.00 UTC; Finland
 * is on UTC+2 in November). Components get it from `ClockProvider`; `Date` is fixed to it as well, for
 * code that asks the real clock.
 */
export const storyNow = new Date('2026-11-16T08:00:00Z');

/**
 * Makes `new Date()` and `Date.now()` start from `now`. The clock still runs from there (elapsed time is
 * added), because timers and the test runner's polling measure time with `Date.now()` and would never
 * time out on a frozen clock. Returns the function that restores the real `Date`.
 */
export function fixDate(now: Date): () => void {
  const RealDate = globalThis.Date;
  const startedAt = performance.now();
  const current = () => now.getTime() + Math.floor(performance.now() - startedAt);
  class StoryDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(current());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return current();
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
