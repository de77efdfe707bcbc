export { DataAccessLog, type DataAccessLogProps, type DataAccessLogState } from './DataAccessLog';
