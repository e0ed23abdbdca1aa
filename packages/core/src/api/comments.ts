import { Type, type Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const COMMENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_MEDIA = 10;

/**
 * POST /api/v3/cx/local-projects/{id}/posts/{postId}/comments; answers the created Comment.
 * content must hold more than blanks; media_ids are the sender's own uploads not yet attached;
 * is_internal_note needs a project with show_internal_notes.
 */
export const CommentCreateBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH }),
  media_ids: Type.Optional(Type.Array(Id, { maxItems: COMMENT_MAX_MEDIA, uniqueItems: true })),
  is_internal_note: Type.Optional(Type.Boolean()),
});
export type CommentCreateBody = Static<typeof CommentCreateBody>;

/** PUT /api/v2/comments/{commentId}; answers the updated Comment. Empty text is refused. */
export const CommentUpdateBody = Type.Object({
  textBody: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH }),
});
export type CommentUpdateBody = Static<typeof CommentUpdateBody>;

export const CommentIdParam = Type.Object({ commentId: Id });
export type CommentIdParam = Static<typeof CommentIdParam>;
