export {
  SessionWarning,
  type SessionWarningKind,
  type SessionWarningProps,
  sessionWarningKinds,
} from './SessionWarning';
