import { describe, expect, it, vi } from 'vitest';
import type { Post } from '@highwater/core/api/posts';
import type { Project } from '@/api/get-projects.ts';
import { findPost, searchOrder } from '@/features/direct-post/find-post.ts';

const project = (id: number, group: string, slug: string): Project => ({
  id,
  name: slug,
  slug,
  client_group_id: id,
  clientGroup: { id, name: group, slug: group },
});

const projects = [
  project(1, 'norfolk', 'streets'),
  project(2, 'norfolk', 'tides'),
  project(3, 'hampton', 'bay'),
];

describe('finding a linked post among the user’s projects', () => {
  it('asks the remembered project first, then the others in order', () => {
    const recent = { clientGroupSlug: 'hampton', projectSlug: 'bay' };
    expect(searchOrder(projects, recent).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(searchOrder(projects, null).map((p) => p.id)).toEqual([1, 2, 3]);
    const gone = { clientGroupSlug: 'norfolk', projectSlug: 'closed' };
    expect(searchOrder(projects, gone).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('asks one project at a time and stops at the first that has it', async () => {
    const post = { id: 44 } as Post;
    const asked: number[] = [];
    let pending = 0;
    const fetchPost = vi.fn(async (projectId: number) => {
      asked.push(projectId);
      pending += 1;
      expect(pending).toBe(1);
      await Promise.resolve();
      pending -= 1;
      if (projectId !== 2) throw new Error('404 Not Found');
      return post;
    });
    expect(await findPost(projects, fetchPost)).toEqual({ project: projects[1], post });
    expect(asked).toEqual([1, 2]);
  });

  it('answers null when no project has it', async () => {
    const fetchPost = vi.fn((): Promise<Post> => Promise.reject(new Error('404 Not Found')));
    expect(await findPost(projects, fetchPost)).toBeNull();
    expect(fetchPost).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the search is abandoned', async () => {
    const controller = new AbortController();
    const fetchPost = vi.fn((): Promise<Post> => {
      controller.abort();
      return Promise.reject(new Error('aborted'));
    });
    await expect(findPost(projects, fetchPost, controller.signal)).rejects.toThrow('aborted');
    expect(fetchPost).toHaveBeenCalledOnce();
  });
});
