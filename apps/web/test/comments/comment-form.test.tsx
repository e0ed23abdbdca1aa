import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postKey } from '@/api/get-post.ts';
import { postListsPrefix } from '@/api/update-post-status.ts';
import { setupTestI18n } from '../helpers/i18n.ts';
import { FakeXhr, lastXhr } from './fake-xhr.ts';
import { comment, media, post, project } from '../helpers/post-fixtures.ts';
import { json, type ApiCall } from '../helpers/api-calls.ts';
import { renderConversation } from './render-conversation.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  localStorage.clear();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const commentsPanel = () => screen.getByRole('tabpanel');
const textBox = () => within(commentsPanel()).getByRole('textbox', { name: 'Add a comment' });
const sendButton = () => within(commentsPanel()).getByRole('button', { name: /^Send/ });
const isCreate = (call: ApiCall) =>
  call.method === 'POST' && call.path === '/api/v3/cx/local-projects/3/posts/41/comments';

function chooseFiles(files: File[]) {
  const input = commentsPanel().querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  expect(input.accept).toBe('image/*,video/*');
  fireEvent.change(input, { target: { files } });
}

// The first render loads the whole component tree, slow on a busy machine.
describe('the comment form', { timeout: 20_000 }, () => {
  it('keeps Send disabled while the text is blank', async () => {
    await renderConversation(post(), project());
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(textBox(), { target: { value: '   \n ' } });
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(textBox(), { target: { value: 'Water is receding' } });
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('shows the current status’s quick replies on focus; a click fills the box', async () => {
    await renderConversation(post(), project());
    expect(screen.queryByRole('group', { name: 'Quick replies' })).toBeNull();
    fireEvent.focus(textBox());
    const replies = screen.getByRole('group', { name: 'Quick replies' });
    fireEvent.click(within(replies).getByRole('button', { name: 'Can you send another photo?' }));
    expect(textBox()).toHaveProperty('value', 'Can you send another photo?');
    expect(screen.queryByRole('group', { name: 'Quick replies' })).toBeNull();
    expect(document.activeElement).toBe(textBox());
  });

  it('lets the quick replies be dismissed until the box takes focus again', async () => {
    await renderConversation(post(), project());
    fireEvent.focus(textBox());
    fireEvent.click(screen.getByRole('button', { name: 'Hide quick replies' }));
    expect(screen.queryByRole('group', { name: 'Quick replies' })).toBeNull();
    fireEvent.blur(textBox());
    fireEvent.focus(textBox());
    expect(screen.getByRole('group', { name: 'Quick replies' })).toBeTruthy();
  });

  it('shows no quick replies for a status without any', async () => {
    await renderConversation(post({ status_id: 1 }), project());
    fireEvent.focus(textBox());
    expect(screen.queryByRole('group', { name: 'Quick replies' })).toBeNull();
  });

  it('shows the default status’s quick replies for a post without a status', async () => {
    const base = project();
    const statuses = base.statuses.map((status) => ({ ...status, default: status.id === 2 }));
    await renderConversation(post({ status_id: null }), project({ statuses }));
    fireEvent.focus(textBox());
    const replies = screen.getByRole('group', { name: 'Quick replies' });
    expect(
      within(replies).getByRole('button', { name: 'Can you send another photo?' }),
    ).toBeTruthy();
  });

  it('sends the text, then says so, clears the box and refreshes the post and lists', async () => {
    let created: ApiCall | undefined;
    const { queryClient } = await renderConversation(post(), project(), {
      handler: (call) => {
        if (!isCreate(call)) return undefined;
        created = call;
        return json(comment(8, { content: 'Water is receding' }), 201);
      },
    });
    const listKey = [...postListsPrefix(3), { order_cri: 'commented_at' }];
    queryClient.setQueryData(postKey(3, 41), post());
    queryClient.setQueryData(listKey, { results: [] });
    fireEvent.change(textBox(), { target: { value: '  Water is receding ' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Comment added')).toBeTruthy();
    expect(created?.body).toEqual({ content: 'Water is receding', media_ids: [] });
    expect(textBox()).toHaveProperty('value', '');
    expect(queryClient.getQueryState(postKey(3, 41))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('keeps Send disabled while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    await renderConversation(post(), project(), {
      handler: (call) =>
        isCreate(call) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    });
    fireEvent.change(textBox(), { target: { value: 'On my way' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', true));
    expect(sendButton().textContent).toBe('Sending…');
    answer(json(comment(9), 201));
    await waitFor(() => expect(sendButton().textContent).toBe('Send'));
  });

  it('reports a failed comment in words, never the server’s text, and keeps what was written', async () => {
    await renderConversation(post(), project(), {
      handler: (call) =>
        isCreate(call)
          ? json({ statusCode: 400, error: 'Bad Request', message: 'Too long' }, 400, 'Bad Request')
          : undefined,
    });
    fireEvent.change(textBox(), { target: { value: 'On my way' } });
    fireEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Something went wrong adding your comment, please try again.',
    );
    expect(alert.textContent).toContain(
      'The server did not accept this request. Please check it and try again.',
    );
    expect(alert.textContent).not.toContain('Too long');
    expect(textBox()).toHaveProperty('value', 'On my way');
  });

  it('uploads a photo with a progress bar, holding Send until it is done, then attaches it', async () => {
    let created: ApiCall | undefined;
    await renderConversation(post(), project(), {
      handler: (call) => {
        if (!isCreate(call)) return undefined;
        created = call;
        return json(comment(10, { media: [media(31)] }), 201);
      },
    });
    fireEvent.change(textBox(), { target: { value: 'See the photo' } });
    chooseFiles([new File([new Uint8Array(1000)], 'kerb.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = lastXhr();
    expect(xhr.url).toBe('http://localhost:3000/api/v2/uploads/photo');
    expect(xhr.headers.authorization).toMatch(/^Bearer /);

    act(() => xhr.progress(250, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Uploading kerb.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('250');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(sendButton()).toHaveProperty('disabled', true);

    act(() => xhr.respond(200, 'OK', JSON.stringify(media(31))));
    expect(await screen.findByText('Ready to send')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(sendButton());
    await screen.findByText('Comment added');
    expect(created?.body).toEqual({ content: 'See the photo', media_ids: [31] });
    expect(screen.queryByText('kerb.jpg')).toBeNull();
  });

  it('sends a video to the video path and cancels it on request', async () => {
    await renderConversation(post(), project());
    chooseFiles([new File([new Uint8Array(10)], 'surge.mp4', { type: 'video/mp4' })]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(lastXhr().url).toBe('http://localhost:3000/api/v2/uploads/video');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of surge.mp4' }));
    expect(screen.queryByText('surge.mp4')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each upload’s error beside its file, with the status or XHR code', async () => {
    await renderConversation(post(), project());
    chooseFiles([
      new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(10)], 'b.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[0]?.respond(415, 'Unsupported Media Type', ''));
    act(() => FakeXhr.sent[1]?.fail());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Upload failed: This kind of file cannot be uploaded. 415 Unsupported Media Type',
      'Upload failed: The server could not be reached. Check your connection and try again. XHR_ERROR',
    ]);
    fireEvent.change(textBox(), { target: { value: 'Text' } });
    expect(sendButton()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.queryByText('a.jpg')).toBeNull();
  });

  it('sends a failed upload again on request, then attaches it', async () => {
    let created: ApiCall | undefined;
    await renderConversation(post(), project(), {
      handler: (call) => {
        if (!isCreate(call)) return undefined;
        created = call;
        return json(comment(11, { media: [media(32)] }), 201);
      },
    });
    chooseFiles([new File([new Uint8Array(10)], 'drain.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => lastXhr().fail());
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Upload drain.jpg again' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Uploading drain.jpg' })).toBeTruthy();
    act(() => lastXhr().respond(200, 'OK', JSON.stringify(media(32))));
    expect(await screen.findByText('Ready to send')).toBeTruthy();
    fireEvent.change(textBox(), { target: { value: 'Blocked drain' } });
    fireEvent.click(sendButton());
    await screen.findByText('Comment added');
    expect(created?.body).toEqual({ content: 'Blocked drain', media_ids: [32] });
  });
});
