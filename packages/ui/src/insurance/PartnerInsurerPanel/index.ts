export { PartnerInsurerPanel, type PartnerInsurerPanelProps } from './PartnerInsurerPanel';
