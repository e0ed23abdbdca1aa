/** A comment newer than the user's last look at the post (spec 001 section 2). */
export function hasNewComment(post: { last_comment_at: string | null; seen: string | null }) {
  if (!post.last_comment_at) return false;
  return !post.seen || new Date(post.last_comment_at) > new Date(post.seen);
}
