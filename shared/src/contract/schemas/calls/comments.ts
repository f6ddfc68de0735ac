import { z } from 'zod';
import { LIMITS } from '../../limits';
import { commentSchema } from '../comment';
import { cursorSchema, idParamSchema, idSchema, nonBlankText, okResponseSchema } from '../common';

export const commentTextSchema = nonBlankText(LIMITS.commentLength, 'The comment');

export const postCommentBodySchema = z.strictObject({
  ticketId: idSchema,
  comment: commentTextSchema,
  staffOnly: z.boolean().default(false),
});

export const editCommentBodySchema = z.strictObject({
  commentId: idSchema,
  message: commentTextSchema,
});

export const commentIdBodySchema = z.strictObject({ commentId: idSchema });

export const commentPageSchema = z.object({
  data: z.array(commentSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});

export type CommentPage = z.infer<typeof commentPageSchema>;

const ticketIdParams = z.strictObject({ ticketId: idParamSchema });

/** The schemas of each call in `calls/comments.ts`, by the same names. */
export const commentSchemas = {
  listComments: {
    params: ticketIdParams,
    body: z.strictObject({ cursor: cursorSchema.optional() }),
    response: commentPageSchema,
  },
  staffComments: { params: ticketIdParams, response: z.array(commentSchema) },
  postComment: { body: postCommentBodySchema, response: commentSchema },
  editComment: { body: editCommentBodySchema, response: commentSchema },
  deleteComment: { body: commentIdBodySchema, response: okResponseSchema },
};
