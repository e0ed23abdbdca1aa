import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LIVE_EVENT_HEARTBEAT_MS } from '@highwater/core/api/events';
import { ClientError } from '@/api/api-errors.ts';

/** The first wait before reconnecting; it doubles on each failure in a row up to the cap. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A stream silent this long (no event, no heartbeat) is taken as dropped and opened again. */
export const STREAM_SILENCE_MS = LIVE_EVENT_HEARTBEAT_MS * 2.5;

export const reconnectDelay = (failures: number) =>
  Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);

export type StreamState = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface EventStreamOptions {
  /**
   * Opens the stream, resuming after `lastEventId` when there is one; answers once the headers
   * are in. A refused token is the opener's to renew (the API client's `stream` does).
   */
  open: (lastEventId: string | null, signal: AbortSignal) => Promise<Response>;
  onMessage: (message: EventSourceMessage) => void;
  onState?: (state: StreamState, error?: unknown) => void;
  /** Waits before a reconnection; resolves early when the signal aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  silenceMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * A 404 or 403 (no longer a member), or any other refusal but a 401, answers the same on every
 * try: the stream stops. A 401 that survived the opener's token renewal is tried again later,
 * by which time the session has either refreshed or signed out.
 */
const isLasting = (error: unknown) => error instanceof ClientError && error.status !== 401;

/**
 * Keeps one Server-Sent Events stream open until stopped: reads it with fetch, hands each message
 * on, and after an error, a refusal or the end of the stream opens it again with backoff (1, 2,
 * 4… s, at most 30 s; back to 1 s once a stream opened), resuming from the last event id so that
 * nothing in between is missed. Answers the function that stops it.
 */
export function runEventStream(options: EventStreamOptions): () => void {
  const stopped = new AbortController();
  const wait = options.wait ?? sleep;
  const silenceMs = options.silenceMs ?? STREAM_SILENCE_MS;
  let lastEventId: string | null = null;

  /** Reads one connection to its end; `onOpen` tells the loop that it opened. */
  const readOnce = async (onOpen: () => void): Promise<void> => {
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    stopped.signal.addEventListener('abort', abort, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(abort, silenceMs);
    };
    try {
      heard();
      const response = await options.open(lastEventId, attempt.signal);
      if (!response.body) throw new Error('The event stream answered without a body');
      onOpen();
      options.onState?.('open');
      // Only a message that ended counts: the id of one cut off is asked for again.
      const parser = createParser({
        onEvent: (message) => {
          if (message.id !== undefined) lastEventId = message.id;
          options.onMessage(message);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Whatever fetch does with the signal, a silent or stopped stream ends its read here.
      const cancel = () => {
        reader.cancel().catch(() => {});
      };
      if (attempt.signal.aborted) cancel();
      attempt.signal.addEventListener('abort', cancel, { once: true });
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          heard();
          parser.feed(value);
        }
      } finally {
        attempt.signal.removeEventListener('abort', cancel);
        reader.releaseLock();
      }
    } finally {
      clearTimeout(silence);
      stopped.signal.removeEventListener('abort', abort);
    }
  };

  const loop = async () => {
    let failures = 0;
    while (!stopped.signal.aborted) {
      options.onState?.('connecting');
      let opened = false;
      try {
        await readOnce(() => {
          opened = true;
        });
      } catch (error) {
        if (stopped.signal.aborted) break;
        if (isLasting(error)) {
          options.onState?.('stopped', error);
          return;
        }
        options.onState?.('waiting', error);
      }
      if (stopped.signal.aborted) break;
      // A stream that opened and then ended (a new token is due, a restart, a drop) starts anew.
      failures = opened ? 0 : failures + 1;
      await wait(reconnectDelay(Math.max(failures - 1, 0)), stopped.signal);
    }
    options.onState?.('stopped');
  };

  void loop();
  return () => stopped.abort();
}
