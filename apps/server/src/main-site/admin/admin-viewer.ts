import type { FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { Db } from '@/db/database.ts';
import type { MemberRole } from '@/db/schema.ts';
import { findLiveSession } from '../identity/identity-sessions.ts';
import { pickLanguage } from '../identity/language.ts';

/** The person signed in to the main site, as every admin page and call sees them. */
export interface AdminViewer {
  userId: number;
  /** The identity session's hash: "sign out everywhere" keeps the session it was asked from. */
  sessionIdHash: string;
  isProviderAdmin: boolean;
  /** Their client groups and their role in each. */
  roles: Map<number, MemberRole>;
  lang: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin plugin for a live identity session; null without one. */
    adminViewer: AdminViewer | null;
  }
}

const languageOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * The signed-in person of the request's identity session cookie, or null. Their page language:
 * `?lang`, else their saved language, else the browser's.
 */
export async function findAdminViewer(
  db: Db,
  cookieValue: string | undefined,
  request: FastifyRequest,
): Promise<AdminViewer | null> {
  const session = await findLiveSession(db, cookieValue);
  if (!session) return null;
  const [user, memberships, language] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'is_provider_admin'])
      .where('id', '=', session.userId)
      .executeTakeFirst(),
    db
      .selectFrom('client_group_members')
      .select(['client_group_id', 'role'])
      .where('user_id', '=', session.userId)
      .execute(),
    db
      .selectFrom('user_settings')
      .select('value')
      .where('user_id', '=', session.userId)
      .where('name', '=', 'preferredLanguage')
      .executeTakeFirst(),
  ]);
  if (!user) return null;
  const query = request.query as Record<string, unknown> | undefined;
  const asked = languageOf(query?.lang);
  return {
    userId: user.id,
    sessionIdHash: session.idHash,
    isProviderAdmin: user.is_provider_admin,
    roles: new Map(memberships.map((row) => [row.client_group_id, row.role])),
    lang: pickLanguage(asked ?? languageOf(language?.value), request.headers['accept-language']),
  };
}
