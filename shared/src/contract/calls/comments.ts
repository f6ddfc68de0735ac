import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { commentSchema } from '../schemas/comment';
import {
  cursorSchema,
  idParamSchema,
  idSchema,
  nonBlankText,
  okResponseSchema,
} from '../schemas/common';

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

export const commentCalls = {
  /** The thread, oldest first; pass the returned cursor to get what came after (resync too). */
  listComments: defineCall({
    method: 'POST',
    path: '/comments/:ticketId',
    reads: true,
    params: ticketIdParams,
    body: z.strictObject({ cursor: cursorSchema.optional() }),
    response: commentPageSchema,
  }),
  staffComments: defineCall({
    method: 'GET',
    path: '/staffComments/:ticketId',
    params: ticketIdParams,
    response: z.array(commentSchema),
  }),
  postComment: defineCall({
    method: 'POST',
    path: '/comment',
    body: postCommentBodySchema,
    idempotent: 'replay',
    response: commentSchema,
  }),
  /** An unchanged message is accepted and ignored (the comment comes back as it was). */
  editComment: defineCall({
    method: 'POST',
    path: '/editComment',
    body: editCommentBodySchema,
    response: commentSchema,
  }),
  deleteComment: defineCall({
    method: 'POST',
    path: '/deleteComment',
    body: commentIdBodySchema,
    response: okResponseSchema,
  }),
} as const;
