export { type AnalyticsEvent, analyticsEvents, analyticsEventTimeoutMs } from './events';
