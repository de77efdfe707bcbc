import { desc } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { UpstreamFailureLog } from '../upstream/failureLog';

/** The SMS and e-mail gateway. Production sends through a provider; the sandbox keeps an outbox. */
export type MessageGateway = {
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
};

export function sandboxGateway(db: Db): MessageGateway {
  return {
    async sendSms(to, body) {
      await db.insert(schema.outbox).values({ channel: 'sms', recipient: to, body });
    },
    async sendEmail(to, subject, body) {
      await db.insert(schema.outbox).values({ channel: 'email', recipient: to, subject, body });
    },
  };
}

/** A provider that takes JSON over HTTPS: `{ channel, to, subject?, body }`. */
export function httpGateway(url: string, onFailure: UpstreamFailureLog): MessageGateway {
  const post = async (payload: Record<string, string>) => {
    const call = payload.channel ?? 'send';
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      onFailure({ service: 'messageGateway', call, reason: 'network', error });
      throw new Error('Message gateway did not answer');
    }
    if (!response.ok) {
      onFailure({ service: 'messageGateway', call, reason: 'status', status: response.status });
      throw new Error(`Message gateway answered ${response.status}`);
    }
  };
  return {
    sendSms: (to, body) => post({ channel: 'sms', to, body }),
    sendEmail: (to, subject, body) => post({ channel: 'email', to, subject, body }),
  };
}

export async function readOutbox(db: Db, limit = 200) {
  return db.select().from(schema.outbox).orderBy(desc(schema.outbox.id)).limit(limit);
}
