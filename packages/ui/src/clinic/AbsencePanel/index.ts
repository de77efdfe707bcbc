export { type AbsenceDraft, AbsencePanel, type AbsencePanelProps, type AbsenceState } from './AbsencePanel';
