import '../helpers/dom-polyfills.ts';
import { configure, render } from '@testing-library/react';
import { json } from '../helpers/api-calls.ts';
import type { Post } from '@highwater/core/api/posts';
import type { User } from '@highwater/core/api/user';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { PostConversation } from '@/features/post/comments/post-conversation.tsx';
import { demoUser } from '../helpers/fake-identity.ts';
import { signedInApi, type ApiHandler } from '../helpers/signed-in-api.tsx';

configure({ asyncUtilTimeout: 5_000 });

export type { ApiHandler } from '../helpers/signed-in-api.tsx';

/** The conversation of one post, with the real providers around it and a scripted API. */
export async function renderConversation(
  post: Post,
  project: ProjectDetailData,
  { user = demoUser, handler = () => undefined }: { user?: User; handler?: ApiHandler } = {},
) {
  const { calls, queryClient, notifications, wrap } = await signedInApi((call, url) => {
    if (call.method === 'GET' && call.path.endsWith(`/posts/${post.id}`)) return json(post);
    return handler(call, url);
  }, user);
  const view = render(wrap(<PostConversation post={post} project={project} />));
  return { view, calls, queryClient, notifications };
}
