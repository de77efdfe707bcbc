import { createContext, type ReactNode, useContext } from 'react';

// `null` means the real clock. Stories and tests put a fixed instant here, so that relative times
// ("1 min", "Yesterday") and today's date read the same on every run.
const ClockContext = createContext<Date | null>(null);

export interface ClockProviderProps {
  /** The instant that components inside take as now. */
  now: Date;
  children: ReactNode;
}

/** Fixes the time that components inside see as now. */
export function ClockProvider({ now, children }: ClockProviderProps) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/**
 * Now, for what a component shows (relative labels, today's date): the instant of the nearest
 * `ClockProvider`, else the real time of this render. Pair it with the domain's Helsinki time helpers.
 */
export function useNow(): Date {
  return useContext(ClockContext) ?? new Date();
}
