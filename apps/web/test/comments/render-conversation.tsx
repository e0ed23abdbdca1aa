import '../helpers/dom-polyfills.ts';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { json, recordCall, type ApiCall } from '../helpers/api-calls.ts';
import type { Post } from '@highwater/core/api/posts';
import type { User } from '@highwater/core/api/user';
import { createApiClient } from '@/api/api-client.ts';
import { ApiProvider } from '@/api/api-context.tsx';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { SessionProvider } from '@/auth/session-context.tsx';
import { PostConversation } from '@/features/post/comments/post-conversation.tsx';
import { NotificationStack } from '@/ui/notifications/notification-stack.tsx';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { demoUser, requestUrl } from '../helpers/fake-identity.ts';
import { signedInSession } from '../helpers/signed-in-session.ts';

configure({ asyncUtilTimeout: 5_000 });

/** Answers an API call; undefined falls through to a 404. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | undefined;

/** The conversation of one post, with the real providers around it and a scripted API. */
export async function renderConversation(
  post: Post,
  project: ProjectDetailData,
  { user = demoUser, handler = () => undefined }: { user?: User; handler?: ApiHandler } = {},
) {
  const calls: ApiCall[] = [];
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    const call = recordCall(url, init);
    calls.push(call);
    if (call.method === 'GET' && call.path.endsWith(`/posts/${post.id}`)) return json(post);
    return (await handler(call)) ?? json({ message: 'Not Found' }, 404, 'Not Found');
  });

  const session = signedInSession(async () => user);
  await session.start();
  const api = createApiClient({
    apiBase: '/api/v2',
    authorization: () => session.authorization(),
    fetch: apiFetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notifications = new NotificationStore();
  const view = render(
    <SessionProvider controller={session}>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider store={notifications}>
            <PostConversation post={post} project={project} />
            <NotificationStack store={notifications} />
          </NotificationsProvider>
        </QueryClientProvider>
      </ApiProvider>
    </SessionProvider>,
  );
  return { view, calls, queryClient, notifications };
}
