import { SEVERITY_COMMENT_MAX } from '@highwater/core/constants';

/**
 * Spec 001 section 5: a severity comment holds at most 1000 characters, and at that length the
 * form says so in red. Characters are counted as the text box counts them (UTF-16 units), so the
 * box's maxLength and this rule agree.
 */
export const isAtCommentLimit = (comment: string) => comment.length >= SEVERITY_COMMENT_MAX;

/** A comment cut to the limit, for text that arrives without the box's own check (paste APIs). */
export const clampComment = (comment: string) => comment.slice(0, SEVERITY_COMMENT_MAX);
