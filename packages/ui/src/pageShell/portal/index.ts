export { InPlacePortal } from './InPlacePortal';
