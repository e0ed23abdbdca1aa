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
  it('redirects to the web app root with code and state', async () => {
    const res = await callback(
      { code: 'abc_DEF-123', state: 's p&ce' },
      { 'sec-fetch-dest': 'document' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?code=abc_DEF-123&state=s+p%26ce');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('redirects an error with its state', async () => {
    const res = await callback(
      { error: 'login_required', state: 's1' },
      { 'sec-fetch-dest': 'document' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?error=login_required&state=s1');
  });

  it('lets the page decide where the browser does not say (plain-HTTP hosts)', async () => {
    const res = await callback({ code: 'c1', state: 's1' });
    expect(res.statusCode).toBe(200);
    expect(frameData(res.body)).toEqual({
      targetOrigin: 'https://highwater.example',
      message: { type: 'highwater:auth', code: 'c1', state: 's1' },
      topLevel: '/?code=c1&state=s1',
    });
    const failed = await callback({ error: 'login_required', state: 's2' });
    expect(frameData(failed.body)).toMatchObject({
      message: 'NO_SESSION',
      topLevel: '/?error=login_required&state=s2',
    });
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
    expect(res.body).toContain('<script src="/auth/frame-message.js" defer></script>');
    expect(res.body).not.toContain('s</script>');
    expect(frameData(res.body)).toEqual({
      targetOrigin: 'https://highwater.example',
      message: { type: 'highwater:auth', code: 'abc', state: 's</script><b>' },
    });
  });

  it('posts NO_SESSION when there is no session, or none the check can use', async () => {
    for (const error of ['login_required', 'invalid_request']) {
      const res = await callback({ error, state: 's1' }, { 'sec-fetch-dest': 'iframe' });
      expect(frameData(res.body)).toEqual({
        targetOrigin: 'https://highwater.example',
        message: 'NO_SESSION',
      });
    }
  });

  it('serves the two page scripts as JavaScript from this origin', async () => {
    const message = await t.app.inject({ method: 'GET', url: '/auth/frame-message.js' });
    expect(message.statusCode).toBe(200);
    expect(message.headers['content-type']).toMatch(/^application\/javascript/);
    expect(message.body).toContain(
      'window.parent.postMessage(payload.message, payload.targetOrigin)',
    );
    const formPost = await t.app.inject({ method: 'GET', url: '/identity/form-post.js' });
    expect(formPost.statusCode).toBe(200);
    expect(formPost.body).toContain("document.getElementById('form-post')");
  });
});
