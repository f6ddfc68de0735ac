import { detailsFromIssues } from '../errors';
import { MAX_ID, MAX_TIMESTAMP } from '../limits';
import { commentSchema } from '../schemas/comment';
import { idParamSchema, idSchema, timestampSchema } from '../schemas/common';
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

describe('ids in the address', () => {
  it('reads plain decimal digits as the id', () => {
    expect(idParamSchema.parse('16')).toBe(16);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each(['0x10', '0b1', '0o20', '1e1', ' 16', '16 ', '+16', '016', '0', '-3', '1.5', '', '1_6'])(
    'refuses "%s": not an id written in plain digits without a leading zero',
    (text) => {
      expect(idParamSchema.safeParse(text).error?.issues[0]?.message).toBe(
        'The id in the address is written in plain digits, like 16.',
      );
    },
  );

  it('refuses an id past the database integer range', () => {
    expect(idParamSchema.safeParse(String(MAX_ID + 1)).error?.issues[0]?.message).toBe(
      `Ids are at most ${MAX_ID}.`,
    );
    expect(idParamSchema.safeParse('9'.repeat(400)).success).toBe(false);
  });
});

describe('times', () => {
  it('takes whole milliseconds from 1970 to the end of the year 9999', () => {
    expect(timestampSchema.safeParse(0).success).toBe(true);
    expect(timestampSchema.safeParse(MAX_TIMESTAMP).success).toBe(true);
    expect(new Date(MAX_TIMESTAMP).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(timestampSchema.safeParse(MAX_TIMESTAMP + 1).error?.issues[0]?.message).toBe(
      'Times end with the year 9999.',
    );
    expect(timestampSchema.safeParse(8.64e15).success).toBe(false);
    expect(timestampSchema.safeParse(-1).success).toBe(false);
    expect(timestampSchema.safeParse(1.5).success).toBe(false);
  });
});
