import { detailsFromIssues } from '../errors';
import { commentSchema } from '../schemas/comment';
import { idSchema, MAX_ID } from '../schemas/common';
import { createTicketBodySchema } from '../schemas/create-ticket';
import { ticketSchema } from '../schemas/ticket';

describe('detailsFromIssues', () => {
  it('joins issue paths with dots for the error details', () => {
    const result = createTicketBodySchema.safeParse({
      type: 0,
      title: 'x',
      group: 'support',
      category: 'login',
      attachments: ['nope'],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(detailsFromIssues(result.error.issues)).toEqual([
        {
          path: 'attachments.0',
          message: 'Each attachment must be an absolute http or https address.',
        },
      ]);
    }
  });
});

describe('entity schemas', () => {
  const player = { visualId: 'a1b2c3', isStaff: false };
  const ticket = {
    _id: 1,
    type: 0,
    group: 'support',
    category: 'login',
    title: 'Cannot log in',
    status: 0,
    timestamp: 1,
    lastComment: 2,
    createdBy: player,
    assignees: [{ visualId: 'staff', isStaff: true }],
    roleAssignees: [],
    inputFields: {},
    attachments: [],
    reviewed: false,
    commentsCount: 0,
    lastReads: {},
  };

  it('describes a support ticket without report fields', () => {
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
    expect(ticketSchema.safeParse({ ...ticket, status: 2 }).success).toBe(false);
  });

  it('keeps only known comment actions', () => {
    const comment = {
      _id: 1,
      ticketId: 1,
      message: 'Hello',
      action: '',
      createdBy: player,
      timestamp: 1,
      staffOnly: false,
      edited: false,
      messageHistory: [],
      aiGenerated: false,
    };
    expect(commentSchema.parse(comment)).toEqual(comment);
    expect(commentSchema.safeParse({ ...comment, action: 'ban' }).success).toBe(false);
  });
});

describe('ids', () => {
  it('accepts ids up to the database integer range and refuses one past it', () => {
    expect(idSchema.safeParse(MAX_ID).success).toBe(true);
    expect(idSchema.safeParse(MAX_ID + 1).error?.issues[0]?.message).toBe(
      `Ids are at most ${MAX_ID}.`,
    );
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
  });
});
