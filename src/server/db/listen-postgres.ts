import pg from 'pg';
import { logger } from '#server/lib/logger';

export type Listener = {
  onMessage(payload: string): void;
  /** false while notifications cannot arrive (connection lost), true once they can again. */
  onConnected?(isConnected: boolean): void;
};

const RETRY_MS = 1_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to requests), reconnecting after
 * a loss. Returns the function that stops listening.
 */
export async function listenPostgres(url: string, channel: string, listener: Listener) {
  let client: pg.Client | undefined;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => listener.onMessage(message.payload ?? ''));
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'notifications lost, reconnecting');
      listener.onConnected?.(false);
      void next.end().catch(() => {});
      if (!isStopped) retry = setTimeout(() => void connect().catch(reconnectLater), RETRY_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    listener.onConnected?.(true);
  };
  const reconnectLater = (error: unknown) => {
    logger.warn({ err: error, channel }, 'could not listen, retrying');
    if (!isStopped) retry = setTimeout(() => void connect().catch(reconnectLater), RETRY_MS);
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
