import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEVERITY_COMMENT_MAX } from '@highwater/core/constants';
import { isAtCommentLimit } from '@/features/post/severity/comment-limit.ts';
import { SeverityEditForm } from '@/features/post/severity/severity-edit-form.tsx';
import { setupTestI18n } from '../helpers/i18n.ts';
import { severityPost } from './fixtures.ts';
import { json, type ApiCall } from '../helpers/api-calls.ts';
import { renderWithApi } from './render-with-api.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

const LIMIT_TEXT = 'Maximum comment length is 1,000 characters';
const ADJUST_PATH = '/api/v3/cx/local-projects/3/posts/41/ai_adjustments';
const post = severityPost({ severity_level: 2, severity_level_adjusted: false });

function renderForm(answer: (call: ApiCall) => Promise<Response>) {
  return renderWithApi(
    <SeverityEditForm post={post} projectId={3} onBack={vi.fn()} onDone={vi.fn()} />,
    answer,
  );
}

const commentBox = () => screen.getByRole('textbox', { name: 'Comment' });
const sendButton = () => screen.getByRole('button', { name: /Send|Sending/ });

describe('the 1000-character rule', () => {
  it('holds at 1000 characters, not before', () => {
    expect(SEVERITY_COMMENT_MAX).toBe(1000);
    expect(isAtCommentLimit('x'.repeat(999))).toBe(false);
    expect(isAtCommentLimit('x'.repeat(1000))).toBe(true);
  });

  it('shows the red message only when the comment reaches the limit', () => {
    renderForm(() => Promise.resolve(json({})));
    expect(commentBox().getAttribute('maxlength')).toBe('1000');
    fireEvent.change(commentBox(), { target: { value: 'x'.repeat(999) } });
    expect(screen.queryByText(LIMIT_TEXT)).toBeNull();
    expect(screen.getByText('999 / 1,000')).toBeTruthy();
    fireEvent.change(commentBox(), { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByRole('alert').textContent).toBe(LIMIT_TEXT);
  });
});

describe('the severity edit form', () => {
  it('starts on the post’s level, sends the new one with the comment and thanks', async () => {
    let release: (response: Response) => void = () => {};
    const { calls } = renderForm(
      (call) =>
        new Promise((resolve) => {
          if (call.method !== 'POST') return resolve(json({}));
          release = resolve;
        }),
    );
    expect(screen.getByRole('radio', { name: /Low/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Extreme/ }));
    fireEvent.change(commentBox(), { target: { value: '  Cars floating  ' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', true));
    expect(calls.filter((call) => call.path === ADJUST_PATH)).toEqual([
      {
        method: 'POST',
        path: ADJUST_PATH,
        body: { severity_level: 5, comment: 'Cars floating' },
      },
    ]);
    release(json(severityPost({ severity_level: 5, severity_level_adjusted: true })));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your feedback!' }),
    ).toBeTruthy();
    expect(screen.getByText('The severity level has been changed to:')).toBeTruthy();
    expect(screen.getByText('Extreme')).toBeTruthy();
  });

  it('returns to editing on failure, with the message as a notification only', async () => {
    renderForm(() => Promise.resolve(json({ message: 'boom' }, 500, 'Server Error')));
    fireEvent.click(sendButton());
    expect(
      await screen.findByText('Something went wrong correcting the post’s severity.'),
    ).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: /Low/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('heading', { name: 'Thank you for your feedback!' })).toBeNull();
  });

  it('starts with no level chosen (-1) when the post has none, and still sends', async () => {
    const { calls } = renderWithApi(
      <SeverityEditForm
        post={severityPost({ severity_level: null, severity_level_adjusted: null })}
        projectId={3}
        onBack={vi.fn()}
        onDone={vi.fn()}
      />,
      (call) =>
        Promise.resolve(
          json(
            call.method === 'POST'
              ? severityPost({ severity_level: null, severity_level_adjusted: null })
              : {},
          ),
        ),
    );
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(screen.getByText('No level chosen yet. You can still send your comment.')).toBeTruthy();
    fireEvent.change(commentBox(), { target: { value: 'Hard to tell from the photo' } });
    fireEvent.click(sendButton());
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your feedback!' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === ADJUST_PATH)).toEqual([
      {
        method: 'POST',
        path: ADJUST_PATH,
        body: { severity_level: -1, comment: 'Hard to tell from the photo' },
      },
    ]);
    expect(
      screen.getByText(
        "No level was chosen, so the severity stays as it was. Your comment is kept in the sighting's history.",
      ),
    ).toBeTruthy();
  });

  it('sends once when Send is pressed twice in a row', async () => {
    const { calls } = renderForm((call) =>
      Promise.resolve(
        json(
          call.method === 'POST'
            ? severityPost({ severity_level: 2, severity_level_adjusted: true })
            : {},
        ),
      ),
    );
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await screen.findByRole('heading', { name: 'Thank you for your feedback!' });
    expect(calls.filter((call) => call.path === ADJUST_PATH)).toHaveLength(1);
  });
});
