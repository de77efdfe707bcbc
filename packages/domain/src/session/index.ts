export { nextSessionChange, type SessionPhase, type SessionWarningThreshold, sessionPhase } from './expiry';
export { type PersonName, shellName } from './person';
export { type SessionAlert, type SessionWatch, sessionWatchStart, watchSession } from './watch';
