import type { Post, StructuredData } from '@highwater/core/api/posts';
import { post } from '../helpers/post-fixtures.ts';

/** structured_data with the AI's metrics, which the schema allows as extra numeric keys. */
export type StructuredDataWithMetrics = StructuredData & Record<string, number | boolean | null>;

/** A Norfolk sighting with the given severity data. */
export const severityPost = (
  structured_data: StructuredDataWithMetrics,
  overrides: Partial<Post> = {},
): Post => post({ structured_data, ...overrides });
