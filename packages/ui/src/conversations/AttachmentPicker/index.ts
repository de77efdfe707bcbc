export * from './AttachmentPicker';
