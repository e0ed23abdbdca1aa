import type { ProjectEvent } from '@highwater/core/api/events';

export interface ReceivedEvent {
  id: string;
  type: string;
  data: ProjectEvent;
}

interface Waiter {
  match: (event: ReceivedEvent) => boolean;
  resolve: (event: ReceivedEvent) => void;
  reject: (error: Error) => void;
}

/**
 * A client of a project's event stream over real HTTP, as the browser reads it with fetch:
 * collects messages and comment lines and lets a test wait for the event it expects.
 */
export class EventReader {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  readonly ended: Promise<void>;
  readonly #abort: AbortController;
  #waiters: Waiter[] = [];
  #done = false;

  private constructor(body: ReadableStream<Uint8Array>, abort: AbortController) {
    this.#abort = abort;
    this.ended = this.#read(body);
  }

  /** Opens the stream; answers the reader, or the status and body of a refused request. */
  static async open(
    baseUrl: string,
    projectId: number,
    token: string,
    options: { lastEventId?: string; query?: string } = {},
  ): Promise<EventReader | { status: number; body: string }> {
    const abort = new AbortController();
    const response = await fetch(
      `${baseUrl}/api/v3/cx/local-projects/${projectId}/events${options.query ?? ''}`,
      {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
        },
        signal: abort.signal,
      },
    );
    if (response.status !== 200 || !response.body) {
      return { status: response.status, body: await response.text() };
    }
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      throw new Error(`Not an event stream: ${response.headers.get('content-type')}`);
    }
    const reader = new EventReader(response.body, abort);
    await reader.#connected;
    return reader;
  }

  static async connect(...args: Parameters<typeof EventReader.open>): Promise<EventReader> {
    const reader = await EventReader.open(...args);
    if (!(reader instanceof EventReader)) {
      throw new Error(`Stream refused: ${reader.status} ${reader.body}`);
    }
    return reader;
  }

  #connectedResolve!: () => void;
  readonly #connected = new Promise<void>((resolve) => (this.#connectedResolve = resolve));

  /** The first event (already received or still to come) that matches. */
  waitFor(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent> {
    const found = this.events.find(match);
    if (found) return Promise.resolve(found);
    if (this.#done) return Promise.reject(new Error('The stream ended'));
    return new Promise((resolve, reject) => this.#waiters.push({ match, resolve, reject }));
  }

  ofType(type: string): ReceivedEvent[] {
    return this.events.filter((event) => event.type === type);
  }

  get lastId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  close(): void {
    this.#abort.abort();
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.#message(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      if (!this.#abort.signal.aborted) throw error;
    } finally {
      this.#done = true;
      this.#connectedResolve();
      for (const waiter of this.#waiters) waiter.reject(new Error('The stream ended'));
      this.#waiters = [];
    }
  }

  #message(block: string): void {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments++;
        this.#connectedResolve();
        continue;
      }
      const colon = line.indexOf(':');
      fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    const data = fields.get('data');
    if (data === undefined) return;
    const event: ReceivedEvent = {
      id: fields.get('id') ?? '',
      type: fields.get('event') ?? '',
      data: JSON.parse(data) as ProjectEvent,
    };
    this.events.push(event);
    this.#waiters = this.#waiters.filter((waiter) => {
      if (!waiter.match(event)) return true;
      waiter.resolve(event);
      return false;
    });
  }
}
