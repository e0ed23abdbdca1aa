import { describe, expect, it } from 'vitest';
import { LastMembers, readAhead } from '@/plugins/read-ahead.ts';

interface Member {
  userId: number;
  project: { id: number; rolling: number | null; since: Date };
}

const member = (rolling: number | null = null): Member => ({
  userId: 7,
  project: { id: 3, rolling, since: new Date('2025-01-01T00:00:00Z') },
});

/** A read that records whom it ran for and answers with the member's rolling window. */
function recordingRead(fail?: Error) {
  const readFor: Member[] = [];
  const read = async (who: Member) => {
    readFor.push(who);
    if (fail) throw fail;
    return `rolling ${who.project.rolling}`;
  };
  return { readFor, read };
}

describe('reading ahead of the access check', () => {
  it('reads once, after the check, for a token not seen on the project before', async () => {
    const { readFor, read } = recordingRead();
    expect(await readAhead(() => Promise.resolve(member(30)), undefined, read)).toBe('rolling 30');
    expect(readFor).toEqual([member(30)]);
  });

  it('keeps the early read when the check finds the same member (an equal copy)', async () => {
    const { readFor, read } = recordingRead();
    let grant: (who: Member) => void = () => undefined;
    const access = new Promise<Member>((resolve) => (grant = resolve));
    const answer = readAhead(() => access, member(30), read);
    // The read has started before the check answers.
    expect(readFor).toEqual([member(30)]);
    grant(member(30));
    expect(await answer).toBe('rolling 30');
    expect(readFor).toHaveLength(1);
  });

  it('starts the check once the early read has sent its statements', async () => {
    const steps: string[] = [];
    const read = async (who: Member) => {
      // Statements go out after a few awaits (filters, the pool's connection).
      for (let hop = 0; hop < 5; hop++) await Promise.resolve();
      steps.push('read sent');
      return `rolling ${who.project.rolling}`;
    };
    const check = () => {
      steps.push('check sent');
      return Promise.resolve(member(30));
    };
    expect(await readAhead(check, member(30), read)).toBe('rolling 30');
    expect(steps).toEqual(['read sent', 'check sent']);
  });

  it('reads again for the member the check found when the project changed since', async () => {
    const { readFor, read } = recordingRead();
    expect(await readAhead(() => Promise.resolve(member(7)), member(30), read)).toBe('rolling 7');
    expect(readFor).toEqual([member(30), member(7)]);
  });

  it('answers the check’s refusal, not the early read’s answer or failure', async () => {
    const refused = new Error('Invalid or expired access token');
    const answered = recordingRead();
    await expect(readAhead(() => Promise.reject(refused), member(), answered.read)).rejects.toBe(
      refused,
    );
    const failing = recordingRead(new Error('the read failed'));
    await expect(readAhead(() => Promise.reject(refused), member(), failing.read)).rejects.toBe(
      refused,
    );
    expect([answered.readFor, failing.readFor]).toEqual([[member()], [member()]]);
  });

  it('answers the read’s own failure once access is granted', async () => {
    const invalid = new Error('cursor is not a next_cursor of this list and order');
    const { read } = recordingRead(invalid);
    await expect(readAhead(() => Promise.resolve(member()), member(), read)).rejects.toBe(invalid);
  });
});

describe('the last members kept', () => {
  it('are found by token and project, and forgotten when refused', () => {
    const last = new LastMembers<Member>(10);
    last.set('hash-a', 3, member(1));
    expect(last.get('hash-a', 3)).toEqual(member(1));
    expect(last.get('hash-a', 4)).toBeUndefined();
    expect(last.get('hash-b', 3)).toBeUndefined();
    last.delete('hash-a', 3);
    expect(last.get('hash-a', 3)).toBeUndefined();
  });

  it('drop the one set longest ago past their limit', () => {
    const last = new LastMembers<Member>(2);
    last.set('a', 1, member(1));
    last.set('b', 1, member(2));
    last.set('a', 1, member(3));
    last.set('c', 1, member(4));
    expect([last.get('a', 1), last.get('b', 1), last.get('c', 1)]).toEqual([
      member(3),
      undefined,
      member(4),
    ]);
  });
});
