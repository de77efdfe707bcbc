export { RecordDetail, type RecordDetailProps, type RecordDetailState } from './RecordDetail';
