export { PohjolaPanel, type PohjolaPanelProps } from './PohjolaPanel';
