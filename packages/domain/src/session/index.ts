export { nextSessionChange, type SessionPhase, type SessionWarningThreshold, sessionPhase } from './expiry';
export {
  canExtendSession,
  expiryAfterActivity,
  type SessionLimits,
  sessionCeiling,
  sessionEndOf,
} from './lifetime';
export { type PersonName, shellName } from './person';
export { type SessionAlert, type SessionWatch, sessionWatchStart, watchSession } from './watch';
