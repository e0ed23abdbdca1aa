import type { User } from '@highwater/core/api/user';
import { isRecord } from '@/lib/storage.ts';
import type { ApiClient } from './api-client.ts';

/** GET /me, never from the HTTP cache. The answer must be an object (spec 000 section 5). */
export async function fetchMe(api: ApiClient): Promise<User> {
  const body = await api.request<unknown>('GET', '/me', undefined, { cache: 'no-store' });
  if (!isRecord(body)) throw new Error('The current-user answer is not an object');
  return body as unknown as User;
}
