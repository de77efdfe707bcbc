export { removePastFreeSlots } from './cleanup';
export { ensureSlotHorizon, type HorizonReport } from './horizon';
export { DEMO_PERSONS, type DemoPerson } from './persons';
export { type SeedReport, seedDemo } from './seedDemo';
export { ensureShortNoticeTimes, shortNoticeWindow } from './shortNotice';
