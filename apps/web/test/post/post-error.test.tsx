import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientError, NetworkError, ServerError } from '@/api/api-errors.ts';
import { PostError } from '@/features/post/panel/post-placeholders.tsx';
import { setupTestI18n } from '../helpers/i18n.ts';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(cleanup);

const notFound = { statusCode: 404, error: 'Not Found', message: 'Post not found' };

describe('a post that could not load', () => {
  it('says a missing post is not in the user’s projects, without the server’s answer', () => {
    render(
      <PostError
        error={new ClientError(404, `Not Found ${JSON.stringify(notFound)}`, notFound)}
        onRetry={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe("Error loading postWe can't find this post in your projects.");
    // Trying again would answer the same.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['no answer', new NetworkError(new TypeError('Failed to fetch')), 'could not be reached'],
    ['a server error', new ServerError(502, 'Bad Gateway <html>', '<html>'), 'server encountered'],
  ])('offers to try again after %s', (_, error, words) => {
    const onRetry = vi.fn();
    render(<PostError error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(words);
    expect(screen.getByRole('alert').textContent).not.toMatch(/Failed to fetch|html/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
