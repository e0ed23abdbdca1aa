import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '@/api/api-errors.ts';
import { createApiClient } from '@/api/api-client.ts';
import { openProjectEvents } from '@/api/project-events.ts';
import { reconnectDelay, runEventStream, type StreamState } from '@/features/live/event-stream.ts';
import type { EventSourceMessage } from 'eventsource-parser';
import { sse, streamedResponse, until, type Streamed } from './stream-helpers.ts';

/** A stream run whose connections the test plays one by one. */
function scriptedRun(answers: (() => Promise<Response>)[]) {
  const opens: { lastEventId: string | null; signal: AbortSignal }[] = [];
  const waits: number[] = [];
  const messages: EventSourceMessage[] = [];
  const states: StreamState[] = [];
  const stop = runEventStream({
    open: (lastEventId, signal) => {
      opens.push({ lastEventId, signal });
      const answer = answers.shift();
      return answer ? answer() : new Promise<Response>(() => {});
    },
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { opens, waits, messages, states, stop };
}

const opened = (stream: Streamed) => () => Promise.resolve(stream.response);
const refused = (error: Error) => () => Promise.reject(error);

afterEach(() => {
  vi.useRealTimers();
});

describe('the live-update stream', () => {
  it('hands on each message and, after the stream ends or drops, resumes from the last id', async () => {
    const first = streamedResponse();
    const second = streamedResponse();
    const third = streamedResponse();
    const run = scriptedRun([opened(first), opened(second), opened(third)]);

    await until(() => run.opens.length === 1);
    first.send(sse(41, 'post.status', { n: 1 }) + sse(42, 'post.severity', { n: 2 }));
    await until(() => run.messages.length === 2);
    first.end();
    await until(() => run.opens.length === 2);
    expect(run.opens[1]?.lastEventId).toBe('42');

    second.send(sse(43, 'comment.created', { n: 3 }) + 'id: 44\nevent: post.status\n');
    await until(() => run.messages.length === 3);
    // The connection drops in the middle of message 44: it is asked for again.
    second.fail();
    await until(() => run.opens.length === 3);
    expect(run.opens[2]?.lastEventId).toBe('43');
    expect(run.messages.map((message) => message.event)).toEqual([
      'post.status',
      'post.severity',
      'comment.created',
    ]);
    run.stop();
    expect(run.opens[2]?.signal.aborted).toBe(true);
  });

  it('waits 1, 2, 4 … seconds up to 30 between failed tries, and 1 s again once one opened', async () => {
    const network = new TypeError('Failed to fetch');
    const stream = streamedResponse();
    const failures = Array.from({ length: 7 }, () => refused(network));
    const run = scriptedRun([...failures, opened(stream), refused(network), refused(network)]);
    await until(() => run.opens.length === 8);
    stream.end();
    await until(() => run.opens.length === 11);
    run.stop();
    expect(run.waits.slice(0, 10)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 1_000, 1_000, 2_000,
    ]);
    expect(reconnectDelay(20)).toBe(30_000);
  });

  it('stops for good when the server refuses the project (no longer a member)', async () => {
    const run = scriptedRun([refused(new ClientError(404, 'Not Found', null))]);
    await until(() => run.states.includes('stopped'));
    expect(run.opens).toHaveLength(1);
    expect(run.waits).toEqual([]);
  });

  it('tries again after a refused token rather than giving up', async () => {
    const stream = streamedResponse();
    const run = scriptedRun([refused(new ClientError(401, 'Unauthorized', null)), opened(stream)]);
    await until(() => run.states.includes('open'));
    expect(run.opens).toHaveLength(2);
    run.stop();
  });

  it('opens again a stream that has gone silent past the heartbeat', async () => {
    vi.useFakeTimers();
    const silent = streamedResponse();
    const next = streamedResponse();
    const opens: AbortSignal[] = [];
    const answers = [silent, next];
    const stop = runEventStream({
      open: (_last, signal) => {
        opens.push(signal);
        return Promise.resolve(answers.shift()!.response);
      },
      onMessage: () => {},
      wait: async () => {},
      silenceMs: 50_000,
    });
    await vi.advanceTimersByTimeAsync(40_000);
    silent.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(40_000);
    expect(opens).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(opens[0]?.aborted).toBe(true);
    expect(opens).toHaveLength(2);
    stop();
  });
});

describe('opening the stream through the API client', () => {
  it('sends the token and Last-Event-ID, and renews a refused token once', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const stream = streamedResponse();
    const answers = [new Response('', { status: 401 }), stream.response];
    const renewAuthorization = vi.fn(async () => 'Bearer new');
    const api = createApiClient({
      apiBase: '/api/v2',
      origin: 'http://test',
      authorization: async () => 'Bearer old',
      renewAuthorization,
      fetch: async (input, init) => {
        calls.push({
          url: input instanceof Request ? input.url : input.toString(),
          headers: init?.headers as Record<string, string>,
        });
        return answers.shift()!;
      },
    });
    const response = await openProjectEvents(api, 5, '42', new AbortController().signal);
    expect(response.status).toBe(200);
    expect(renewAuthorization).toHaveBeenCalledWith('Bearer old');
    expect(calls.map((call) => call.url)).toEqual([
      'http://test/api/v3/cx/local-projects/5/events',
      'http://test/api/v3/cx/local-projects/5/events',
    ]);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(calls[1]?.headers['Last-Event-ID']).toBe('42');
    expect(calls[1]?.headers.Accept).toBe('text/event-stream');
  });

  it('throws the answer’s error when the renewed token is refused too', async () => {
    const api = createApiClient({
      apiBase: '/api/v2',
      origin: 'http://test',
      authorization: async () => 'Bearer old',
      renewAuthorization: async () => 'Bearer new',
      fetch: async () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    });
    await expect(
      openProjectEvents(api, 5, null, new AbortController().signal),
    ).rejects.toMatchObject({ status: 401 });
  });
});
