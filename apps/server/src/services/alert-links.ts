import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';

/** Where alert mails point: the web app's map routes and the unsubscribe page. */
export interface AlertLinkTarget {
  origin: string;
  clientGroupSlug: string;
  projectSlug: string;
}

const projectBase = (target: AlertLinkTarget) =>
  `${target.origin}/${encodeURIComponent(target.clientGroupSlug)}/` +
  `${encodeURIComponent(target.projectSlug)}/map`;

/** The map-post route of one sighting. */
export const alertPostUrl = (target: AlertLinkTarget, postId: number) =>
  `${projectBase(target)}/${postId}`;

/** The project map with the saved search's filters in its address, as the menu opens it. */
export const alertSearchUrl = (target: AlertLinkTarget, query: [string, string][]) =>
  `${projectBase(target)}?${new URLSearchParams(query).toString()}`;

export const ALERT_UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

/**
 * The one-click unsubscribe address: it carries the subscription's secret, no sign-in needed, as
 * the `token` parameter, which the request log never writes (plugins/log-redaction.ts).
 */
export const alertUnsubscribeUrl = (
  origin: string,
  subscriptionId: number,
  secret: string,
  lang: string,
) => `${origin}${ALERT_UNSUBSCRIBE_PATH}/${subscriptionId}?token=${secret}&lang=${lang}`;

/** A new subscription's secret: 32 random bytes. */
export const newUnsubscribeSecret = () => randomBytes(32).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares secrets in constant time. */
export const sameSecret = (presented: string, stored: string) =>
  timingSafeEqual(digest(presented), digest(stored));
