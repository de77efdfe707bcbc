export * from './appointments';
export * from './query';
export * from './reservations';
export * from './rule';
export * from './session';
