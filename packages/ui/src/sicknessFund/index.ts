export * from './SicknessFundView';
