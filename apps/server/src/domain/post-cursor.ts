import type { OrderCriterion } from '@highwater/core/api/posts';

/**
 * Where a page ended: the sort value as UTC text with microseconds (the database's full precision,
 * so rows sharing a millisecond are neither skipped nor repeated), null for never-commented posts.
 */
export interface Keyset {
  value: string | null;
  id: number;
}

const ORDER_CODES: Record<OrderCriterion, string> = {
  observed_at: 'o',
  created_at: 'c',
  commented_at: 'm',
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An opaque cursor: base64url of 'order code|timestamp or -|id'. */
export function encodeCursor(order: OrderCriterion, keyset: Keyset): string {
  return Buffer.from(`${ORDER_CODES[order]}|${keyset.value ?? '-'}|${keyset.id}`).toString(
    'base64url',
  );
}

/** The keyset of a cursor made for this order, or null when it is not one. */
export function decodeCursor(order: OrderCriterion, cursor: string): Keyset | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [code, value, idText, ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  if (rest.length || code !== ORDER_CODES[order] || !value || !idText) return null;
  if (!/^\d{1,10}$/.test(idText)) return null;
  const id = Number(idText);
  if (id < 1 || id > 2_147_483_647) return null;
  if (value === '-') return order === 'commented_at' ? { value: null, id } : null;
  if (!TIMESTAMP.test(value) || !Number.isFinite(Date.parse(value))) return null;
  return { value, id };
}
