// Example data and helpers of the stories and tests of every package, imported as
// `@portal/ui/examples`. Production code never imports them (`examples.test.ts` checks).
export * from './appointments';
export * from './clinic';
export * from './conversations';
export * from './invoices';
export * from './ownAppointments';
export * from './patient';
export * from './storyWords';
