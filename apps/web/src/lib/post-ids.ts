/** The most posts one selection may hold in the address. */
export const MAX_SELECTED_POSTS = 200;

/** The postIds route parameter ('12,15,40'): positive integers, first occurrence kept, in order. */
export function parsePostIds(text: string | undefined): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^\d{1,10}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_SELECTED_POSTS) break;
  }
  return ids;
}

export const formatPostIds = (ids: readonly number[]) => ids.join(',');
