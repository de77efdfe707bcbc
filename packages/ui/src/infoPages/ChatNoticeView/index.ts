export { ChatNoticeView } from './ChatNoticeView';
