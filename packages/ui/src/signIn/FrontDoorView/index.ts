export * from './FrontDoorView';
