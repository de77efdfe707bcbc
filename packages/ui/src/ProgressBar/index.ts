export { clampPercent, ProgressBar, type ProgressBarProps, type ProgressTone } from './ProgressBar';
export { progressTones } from './ProgressBar.css';
