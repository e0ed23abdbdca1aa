import { describe, expect, it } from 'vitest';
import type { EventSourceMessage } from 'eventsource-parser';
import { runEventStream } from '@/features/live/event-stream.ts';
import { streamedResponse, until } from './stream-helpers.ts';

/**
 * The messages one connection hands on when its text arrives in `chunks`, and the id the next
 * connection resumes after.
 */
async function read(chunks: string[]) {
  const messages: EventSourceMessage[] = [];
  const resumes: (string | null)[] = [];
  const stream = streamedResponse();
  const stop = runEventStream({
    open: (lastEventId) => {
      resumes.push(lastEventId);
      return resumes.length === 1 ? Promise.resolve(stream.response) : new Promise(() => {});
    },
    onMessage: (message) => messages.push(message),
    wait: async () => {},
  });
  await until(() => resumes.length === 1);
  for (const chunk of chunks) stream.send(chunk);
  stream.end();
  await until(() => resumes.length === 2);
  stop();
  return { messages, resumedAfter: resumes[1] };
}

const STREAM =
  ': heartbeat\n\nid: 7\nevent: post.status\ndata: {"a":1}\n\nid: 8\nevent: post.severity\ndata: {"b":2}\n\n';

describe('reading the event stream', () => {
  it('reads messages with their id, type and data', async () => {
    const { messages, resumedAfter } = await read([STREAM]);
    expect(messages).toEqual([
      { id: '7', event: 'post.status', data: '{"a":1}' },
      { id: '8', event: 'post.severity', data: '{"b":2}' },
    ]);
    expect(resumedAfter).toBe('8');
  });

  it('gives the same messages however the text is cut into chunks', async () => {
    const whole = (await read([STREAM])).messages;
    for (let size = 1; size <= 7; size += 1) {
      const chunks: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect((await read(chunks)).messages).toEqual(whole);
    }
  });

  it('reads CR, LF and CRLF line ends, a CRLF cut between two chunks included', async () => {
    const { messages } = await read(['data: a\r', '\ndata: b\r\rdata: c\r\n\r\n']);
    expect(messages).toEqual([
      { id: undefined, event: undefined, data: 'a\nb' },
      { id: undefined, event: undefined, data: 'c' },
    ]);
  });

  it('joins data lines, keeps a colon in the value and drops one space after the field', async () => {
    const { messages } = await read(['data:first\ndata:  two: 2\ndata\n\n']);
    expect(messages).toEqual([{ id: undefined, event: undefined, data: 'first\n two: 2\n' }]);
  });

  it('hands on nothing for comments, an id alone or a message not yet ended', async () => {
    const { messages, resumedAfter } = await read([
      ':only a comment\n\nid: 12\n\nid: 13\ndata: unfinished\n',
    ]);
    expect(messages).toEqual([]);
    // The unfinished message's id does not count. Nor does an id without data: the server
    // never sends one (each message has its id, type and data).
    expect(resumedAfter).toBe(null);
  });

  it('skips a byte-order mark at the very start', async () => {
    expect((await read(['\uFEFFdata: x\n\n'])).messages).toEqual([
      { id: undefined, event: undefined, data: 'x' },
    ]);
  });
});
