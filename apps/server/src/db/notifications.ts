import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** The channel the database's live-update triggers notify on (migration 011). */
export const LIVE_CHANNEL = 'highwater_live';

export interface NotificationHandler {
  onNotification: (payload: string) => void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect: () => void;
  onError: (error: unknown) => void;
}

/** Starts listening on LIVE_CHANNEL; answers the function that stops. */
export type Listen = (handler: NotificationHandler) => Promise<() => Promise<void>>;

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to other queries), opened
 * again with backoff when it drops. The first connection must succeed: the server does not start
 * without it.
 */
export function postgresListen(connectionString: string): Listen {
  return async (handler) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let retryMs = RETRY_FIRST_MS;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<pg.Client> => {
      const client = new pg.Client({ connectionString });
      client.on('notification', (message) => {
        if (message.channel === LIVE_CHANNEL && message.payload) {
          handler.onNotification(message.payload);
        }
      });
      client.on('error', (error) => {
        handler.onError(error);
        lost(client);
      });
      client.on('end', () => lost(client));
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      return client;
    };

    const lost = (client: pg.Client) => {
      if (stopped || current !== client) return;
      current = null;
      client.end().catch(() => undefined);
      timer = setTimeout(reconnect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };

    const reconnect = () => {
      connect().then(
        (client) => {
          if (stopped) return void client.end().catch(() => undefined);
          current = client;
          retryMs = RETRY_FIRST_MS;
          handler.onReconnect();
        },
        (error: unknown) => {
          handler.onError(error);
          if (!stopped) timer = setTimeout(reconnect, retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        },
      );
    };

    current = await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end();
    };
  };
}

/** PGlite is one session in this process: its LISTEN hears the NOTIFYs of its own commits. */
export function pgliteListen(pglite: PGlite): Listen {
  return async (handler) => {
    const unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => {
      if (payload) handler.onNotification(payload);
    });
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  };
}
