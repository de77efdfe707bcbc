export { LimitedNotice, type LimitedNoticeProps } from './LimitedNotice';
