import {
  INTERNAL_NOTES,
  REPORTER_FOLLOW_UPS,
  SEVERITY_CORRECTION_COMMENTS,
  STAFF_REPLIES,
  type Language,
} from './demo-texts.ts';
import type { PostContext } from './post-factory.ts';
import type { PostBatch } from './post-draft.ts';
import type { Random } from './random.ts';

/** Who acts on a project's posts. */
export interface PostPeople {
  /** Public reporters; the first ones report most often. */
  reporterIds: number[];
  /** Staff who comment, keep notes, change status and correct severity. */
  staffIds: number[];
  /** Users who open posts, each with the share of posts they have seen. */
  viewers: { id: number; share: number }[];
}

const MINUTE_MS = 60_000;
const HISTORY_DAYS = 60;

/** Comments, internal notes, views, status history and severity corrections of one post. */
export function addActivity(
  random: Random,
  context: PostContext,
  batch: PostBatch,
  index: number,
  facts: { language: Language; aiLevel: number; statusIndex: number },
): void {
  const post = batch.posts[index];
  if (!post) return;
  const { project, people } = context;
  const now = context.now.getTime();
  const created = Date.parse(post.created_at);
  let lastComment = 0;
  const later = (from: number, maxMinutes: number) =>
    from + Math.round(random.float(5, maxMinutes)) * MINUTE_MS;
  const staff = () => random.pick(people.staffIds);

  const addComment = (authorId: number, content: string, internal: boolean, at: number) => {
    const time = new Date(at).toISOString();
    batch.comments.push({
      post: index,
      author_id: authorId,
      content,
      is_internal_note: internal,
      created_at: time,
      updated_at: time,
    });
    lastComment = Math.max(lastComment, at);
  };

  if (people.staffIds.length > 0 && random.chance(0.04 + 0.02 * facts.aiLevel)) {
    let at = later(created, 24 * 60);
    const replyLanguage = facts.language === 'es' && random.chance(0.7) ? 'es' : 'en';
    for (let i = random.int(1, 2); i > 0 && at < now; i--) {
      addComment(staff(), random.pick(STAFF_REPLIES[replyLanguage]), false, at);
      at = later(at, 2 * 24 * 60);
    }
    if (post.author_id !== null && at < now && random.chance(0.3)) {
      addComment(post.author_id, random.pick(REPORTER_FOLLOW_UPS[facts.language]), false, at);
    }
  }
  if (project.plan.showInternalNotes && people.staffIds.length > 0) {
    if (random.chance(0.03 + 0.02 * facts.aiLevel)) {
      const at = later(created, 3 * 24 * 60);
      if (at < now) addComment(staff(), random.pick(INTERNAL_NOTES), true, at);
    }
  }
  // Kept in step with the comments, as the comment calls do.
  post.last_comment_at = lastComment > 0 ? new Date(lastComment).toISOString() : null;

  for (const viewer of people.viewers) {
    if (!random.chance(viewer.share)) continue;
    const seen = later(created, 3 * 24 * 60);
    if (seen < now)
      batch.views.push({ post: index, user_id: viewer.id, seen_at: new Date(seen).toISOString() });
  }

  // Status history is kept since the product started recording it, two months before the load.
  const from = project.statuses[0];
  const to = project.statuses[facts.statusIndex];
  const recorded = created > now - HISTORY_DAYS * 24 * 60 * MINUTE_MS;
  if (
    recorded &&
    post.status_id !== null &&
    from &&
    to &&
    to.id !== from.id &&
    people.staffIds.length > 0
  ) {
    const at = Math.min(later(created, 5 * 24 * 60), now);
    batch.statusChanges.push({
      post: index,
      user_id: staff(),
      from_status_id: from.id,
      to_status_id: to.id,
      changed_at: new Date(at).toISOString(),
    });
  }

  if (post.severity_level_adjusted && post.severity_level !== null && people.staffIds.length > 0) {
    const at = Math.min(later(created, 2 * 24 * 60), now);
    batch.corrections.push({
      post: index,
      user_id: staff(),
      from_level: facts.aiLevel,
      to_level: post.severity_level,
      comment: random.pick(SEVERITY_CORRECTION_COMMENTS),
      created_at: new Date(at).toISOString(),
    });
  }
}
