import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told of one channel. */
export type Notices = {
  /** One notice's payload, in the order the transactions that sent them committed. */
  onNotice(payload: string): void;
  /**
   * Listening has (re)started: notices sent while it was not are lost, so what they told must be
   * read again. Called after the first start too.
   */
  onListening(): void;
};

/** Listens to a channel of `NOTIFY`; answers the means to stop. */
export type Listen = (channel: string, notices: Notices) => Promise<() => Promise<void>>;

const channelName = /^[a-z_]+$/;

/** PGlite's one connection hears the notices of its own transactions: every writer is in this process. */
export function embeddedListen(client: PGlite): Listen {
  return async (channel, notices) => {
    const stop = await client.listen(channel, (payload) => notices.onNotice(payload));
    notices.onListening();
    return stop;
  };
}

/**
 * A connection of its own outside the pool, kept for `LISTEN` while the process runs: a pooled
 * connection would go back to the pool and stop listening. When it breaks it is made again a
 * second later, and `onListening` says notices may have been missed in between.
 */
export function serverListen(url: string, retryMs = 1000): Listen {
  return async (channel, notices) => {
    if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const again = () => {
      if (stopped || retry) return;
      client = undefined;
      retry = setTimeout(() => {
        retry = undefined;
        connect().catch(again);
      }, retryMs);
      retry.unref();
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) notices.onNotice(message.payload);
      });
      next.on('error', () => {
        next.end().catch(() => {});
        if (client === next) again();
      });
      next.on('end', () => {
        if (client === next) again();
      });
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      notices.onListening();
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end();
    };
  };
}
