export * from './appointments';
export * from './errors';
export * from './insurance';
export * from './patient';
export * from './query';
export * from './reservations';
export * from './rule';
export * from './session';
