import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../helpers/i18n.ts';
import { comment, media, otherAuthor, post, project } from '../helpers/post-fixtures.ts';
import { json, type ApiCall } from '../helpers/api-calls.ts';
import { renderConversation } from './render-conversation.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const mine = comment(5, { content: 'First line\n\nSecond <b>line</b>' });
const theirs = comment(6, {
  content: 'Seen from the bridge',
  created_at: '2026-03-01T11:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  author: { ...otherAuthor, location: null },
  media: [media(40), media(41, 'video')],
});

const commentNamed = (name: string) => screen.getByRole('article', { name });

describe('the conversation tabs', { timeout: 20_000 }, () => {
  it('shows Comments only when the project keeps no internal notes', async () => {
    await renderConversation(post(), project({ show_internal_notes: false }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Comments0']);
    expect(screen.getByText('No comments yet. Start the conversation below.')).toBeTruthy();
  });

  it('remembers the chosen tab', async () => {
    const notes = [comment(7, { content: 'Call the owner', is_internal_note: true })];
    await renderConversation(post({ internal_notes: notes }), project());
    fireEvent.click(screen.getByRole('tab', { name: /Internal notes/ }));
    expect(screen.getByText('Call the owner')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Add an internal note' })).toBeTruthy();
    cleanup();

    await renderConversation(post({ internal_notes: notes }), project());
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Internal notes');
  });

  it('flags a note as internal and says “Internal note added”', async () => {
    let created: ApiCall | undefined;
    await renderConversation(post(), project(), {
      handler: (call) => {
        if (call.method !== 'POST') return undefined;
        created = call;
        return json(comment(12, { is_internal_note: true }), 201);
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: /Internal notes/ }));
    expect(screen.getByText('No internal notes yet. Notes stay within your team.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Add an internal note' });
    fireEvent.change(box, { target: { value: 'Owner called' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Internal note added')).toBeTruthy();
    expect(created?.body).toEqual({
      content: 'Owner called',
      media_ids: [],
      is_internal_note: true,
    });
  });
});

describe('a comment', { timeout: 20_000 }, () => {
  it('shows its author, its text as paragraphs without markup, and its media', async () => {
    await renderConversation(post({ comments: [theirs, mine] }), project());
    const items = screen.getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Ana Ruiz',
      'Ben Okafor',
    ]);
    const first = commentNamed('Ana Ruiz');
    expect([...first.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First line',
      'Second <b>line</b>',
    ]);
    expect(first.querySelector('b')).toBeNull();

    const second = commentNamed('Ben Okafor');
    expect(within(second).getByText(/edited/)).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Open photo 1 of 2' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Play video 2 of 2' })).toBeTruthy();
    expect(second.querySelector('time')?.getAttribute('title')).toMatch(/2026/);
  });

  it('offers Edit to its author only', async () => {
    await renderConversation(post({ comments: [mine, theirs] }), project());
    expect(within(commentNamed('Ana Ruiz')).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(commentNamed('Ben Okafor')).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('saves an edit with PUT /comments/{id}, or cancels it', async () => {
    const calls: ApiCall[] = [];
    await renderConversation(post({ comments: [mine] }), project(), {
      handler: (call) => {
        calls.push(call);
        return call.method === 'PUT' ? json({ ...mine, content: 'Fixed' }) : undefined;
      },
    });
    const item = commentNamed('Ana Ruiz');
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).queryByRole('textbox')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: 'Edit comment' });
    expect(box).toHaveProperty('value', mine.content);
    fireEvent.change(box, { target: { value: 'Fixed ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(item).queryByRole('textbox')).toBeNull());
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/v2/comments/5', body: { textBody: 'Fixed' } },
    ]);
  });

  it('asks before deleting when saved with empty text, and deletes on confirmation', async () => {
    const calls: ApiCall[] = [];
    await renderConversation(post({ comments: [mine] }), project(), {
      handler: (call) => {
        calls.push(call);
        return call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined;
      },
    });
    const item = commentNamed('Ana Ruiz');
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(item).getByRole('textbox'), { target: { value: '  ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this comment?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: '/api/v2/comments/5', body: null }]),
    );
  });

  it('notifies when an edit cannot be saved', async () => {
    await renderConversation(post({ comments: [mine] }), project(), {
      handler: (call) =>
        call.method === 'PUT'
          ? json({ statusCode: 403, error: 'Forbidden', message: 'Not yours' }, 403, 'Forbidden')
          : undefined,
    });
    const item = commentNamed('Ana Ruiz');
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(item).getByRole('textbox'), { target: { value: 'Changed' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Something went wrong saving your comment, please try again.',
    );
    expect(alert.textContent).toContain('You do not have access to this.');
    expect(alert.textContent).not.toContain('Not yours');
  });
});
