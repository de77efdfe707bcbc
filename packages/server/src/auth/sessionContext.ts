import type { Lang } from '@portal/domain';

export const mfaStates = ['notRequired', 'pending', 'verified'] as const;
export type MfaState = (typeof mfaStates)[number];

/** What a request knows of its signed-in person; read from the sessions table per request. */
export type SessionContext = {
  idHash: string;
  /** The strongly identified person; they may have no patient record yet. */
  personSsn: string;
  patientId: string | null;
  /** The child a guardian acts for; null when acting for oneself. */
  actingForPatientId: string | null;
  csrfToken: string;
  lang: Lang;
  mfaState: MfaState;
  /** When the person signed in: the session cannot last past `SESSION_MAX_SECONDS` from here. */
  signedInAt: Date;
  /** The end: moved on by the person's activity (`slideSession`), never past the ceiling. */
  expiresAt: Date;
};

declare global {
  namespace Express {
    interface Request {
      portalSession?: SessionContext;
      requestId: string;
    }
  }
}
