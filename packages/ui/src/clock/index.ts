export { ClockProvider, type ClockProviderProps, useNow } from './Clock';
