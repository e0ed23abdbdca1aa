import { performance } from 'node:perf_hooks';

/** An open event stream of a project, read over HTTP as a browser reads it. */
export interface EventStream {
  close(): void;
}

/**
 * Opens a project's event stream with the token and calls `onEvent` with each message's event
 * name, its data text and the time (performance.now()) it arrived.
 */
export async function openEventStream(
  baseUrl: string,
  projectId: number,
  token: string,
  onEvent: (type: string, data: string, arrived: number) => void,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/v3/cx/local-projects/${projectId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream ${response.status}`);
  const body = response.body;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      const arrived = performance.now();
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          message
            .split('\n')
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trimStart();
        const data = field('data');
        if (data !== undefined) onEvent(field('event') ?? '', data, arrived);
      }
    }
  })().catch(() => undefined);
  return {
    close: () => {
      abort.abort();
      void reading;
    },
  };
}
