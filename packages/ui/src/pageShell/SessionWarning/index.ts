export { SessionWarning, type SessionWarningProps } from './SessionWarning';
