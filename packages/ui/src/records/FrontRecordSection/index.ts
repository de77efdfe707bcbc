export * from './FrontRecordSection';
