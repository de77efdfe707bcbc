export { Notice, type NoticeProps, type NoticeTone } from './Notice';
export { noticeTones } from './Notice.css';
