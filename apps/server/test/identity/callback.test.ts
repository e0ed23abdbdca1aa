import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { form } from './sign-in-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://highwater.example' });
});
afterAll(() => t.close());

const callback = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const body = form(fields);
  return t.app.inject({
    method: 'POST',
    url: '/auth/callback',
    ...body,
    headers: { ...body.headers, ...headers },
  });
};

/** The JSON data block the frame page hands to its script. */
function frameData(html: string): unknown {
  const match = /<script type="application\/json" id="auth-message">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no message data on the page');
  return JSON.parse(match[1]!);
}

describe('POST /auth/callback at top level', () => {
  it('hands code and state to the web app through this tab, never through an address', async () => {
    for (const dest of ['document', undefined]) {
      const res = await callback(
        { code: 'abc_DEF-123', state: 's p&ce', iss: 'https://highwater.example' },
        dest ? { 'sec-fetch-dest': dest } : {},
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<meta name="referrer" content="no-referrer">');
      expect(frameData(res.body)).toEqual({
        targetOrigin: 'https://highwater.example',
        message: { type: 'highwater:auth', code: 'abc_DEF-123', state: 's p&ce' },
        answer: { code: 'abc_DEF-123', state: 's p&ce' },
      });
    }
  });

  it('hands an error over the same way', async () => {
    const res = await callback({ error: 'login_required', state: 's1' });
    expect(res.statusCode).toBe(200);
    expect(frameData(res.body)).toEqual({
      targetOrigin: 'https://highwater.example',
      message: 'NO_SESSION',
      answer: { error: 'login_required', state: 's1' },
    });
  });

  it('treats an answer from another issuer as an error (RFC 9207)', async () => {
    const code = 'code-from-another-issuer';
    const res = await callback({ code, state: 's1', iss: 'https://other.example' });
    expect(frameData(res.body)).toEqual({
      targetOrigin: 'https://highwater.example',
      message: 'NO_SESSION',
      answer: { error: 'invalid_request', state: 's1' },
    });
    expect(res.body).not.toContain(code);
  });

  it('refuses an answer with neither code nor error', async () => {
    const res = await callback({ state: 's1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400 });
  });
});

describe('POST /auth/callback inside the silent-check frame', () => {
  it('posts the code and state to the parent, addressed to the public origin only', async () => {
    const res = await callback(
      { code: 'abc', state: 's</script><b>' },
      { 'sec-fetch-dest': 'iframe' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<script src="/auth/hand-off.js" defer></script>');
    expect(res.body).not.toContain('s</script>');
    expect(frameData(res.body)).toMatchObject({
      targetOrigin: 'https://highwater.example',
      message: { type: 'highwater:auth', code: 'abc', state: 's</script><b>' },
    });
  });

  it('posts NO_SESSION when there is no session, or none the check can use', async () => {
    for (const error of ['login_required', 'invalid_request']) {
      const res = await callback({ error, state: 's1' }, { 'sec-fetch-dest': 'iframe' });
      expect(frameData(res.body)).toMatchObject({
        targetOrigin: 'https://highwater.example',
        message: 'NO_SESSION',
      });
    }
  });

  it('serves the two page scripts as JavaScript from this origin', async () => {
    const message = await t.app.inject({ method: 'GET', url: '/auth/hand-off.js' });
    expect(message.statusCode).toBe(200);
    expect(message.headers['content-type']).toMatch(/^application\/javascript/);
    expect(message.body).toContain(
      'window.parent.postMessage(payload.message, payload.targetOrigin)',
    );
    expect(message.body).toContain(
      'window.sessionStorage.setItem("highwater.auth-answer", JSON.stringify(payload.answer))',
    );
    expect(message.body).toContain("window.location.replace('/')");
    const formPost = await t.app.inject({ method: 'GET', url: '/identity/form-post.js' });
    expect(formPost.statusCode).toBe(200);
    expect(formPost.body).toContain("document.getElementById('form-post')");
  });
});
