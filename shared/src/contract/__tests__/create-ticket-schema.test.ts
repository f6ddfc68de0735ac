import { calls } from '../calls/index';
import { ERROR_CODES } from '../errors';
import { LIMITS, PUBLIC_EVENT } from '../limits';
import { callSchemas } from '../schemas/index';
import { accepts, messages, text } from './schema-helpers';

const body = callSchemas(calls.createTicket).body;
const support = { type: 0, title: 'Cannot log in', group: 'support', category: 'login' };
const report = {
  type: 1,
  title: 'Cheating',
  group: 'reports',
  category: 'cheats',
  reportAccused: 'Some_Player',
  reportDate: 1_700_000_000_000,
};
const url = (length: number) => `https://e.com/${text(length - 'https://e.com/'.length)}`;

describe('createTicket body: common fields', () => {
  it('accepts a minimal support ticket and fills the defaults', () => {
    expect(body.parse(support)).toEqual({ ...support, inputFields: {} });
  });

  it('limits the title to 200 characters and refuses a blank or missing one', () => {
    expect(accepts(body, { ...support, title: text(LIMITS.titleLength) })).toBe(true);
    expect(messages(body, { ...support, title: text(LIMITS.titleLength + 1) })).toEqual([
      'The title has at most 200 characters.',
    ]);
    expect(messages(body, { ...support, title: '   ' })).toEqual(['The title cannot be empty.']);
    expect(messages(body, { ...support, title: undefined })).toEqual(['The title must be text.']);
  });

  it('rejects unknown fields, wrong types and an unknown ticket type', () => {
    expect(accepts(body, { ...support, admin: true })).toBe(false);
    expect(accepts(body, { ...support, reportAccused: 'x' })).toBe(false);
    expect(accepts(body, { ...support, title: 5 })).toBe(false);
    expect(accepts(body, { ...support, group: 'bad key!' })).toBe(false);
    expect(messages(body, { ...support, type: 2 })).toEqual([
      'The ticket type is 0 (support) or 1 (report).',
    ]);
    expect(accepts(body, { ...support, inputFields: { Server: 3 } })).toBe(false);
  });

  it('takes 1 to 8 absolute http(s) attachments of up to 400 characters', () => {
    const eight = Array.from({ length: LIMITS.attachmentsMax }, () => 'https://e.com/a.png');
    expect(accepts(body, { ...support, attachments: eight })).toBe(true);
    expect(accepts(body, { ...support, attachments: [...eight, 'https://e.com/b.png'] })).toBe(
      false,
    );
    expect(accepts(body, { ...support, attachments: [] })).toBe(false);
    expect(accepts(body, { ...support, attachments: [url(LIMITS.attachmentUrlLength)] })).toBe(
      true,
    );
    expect(accepts(body, { ...support, attachments: [url(LIMITS.attachmentUrlLength + 1)] })).toBe(
      false,
    );
    expect(accepts(body, { ...support, attachments: ['http://e.com/a.png'] })).toBe(true);
    for (const ownHost of ['http://10.0.0.5/shot.png', 'http://media.local:8080/a.mp4']) {
      expect(accepts(body, { ...support, attachments: [ownHost] })).toBe(true);
    }
    for (const bad of [
      'ftp://e.com/a.png',
      '/uploads/a.png',
      'javascript:alert(1)',
      'e.com/a',
      'https:/e.com',
    ]) {
      expect(messages(body, { ...support, attachments: [bad] })).toEqual([
        'Each attachment must be an absolute http or https address.',
      ]);
    }
  });
});

describe('createTicket body: public events', () => {
  const event = { ...support, group: PUBLIC_EVENT.group, category: PUBLIC_EVENT.category };

  it('needs a date or place from the frame', () => {
    expect(messages(body, event)).toEqual(['A public event needs a date or a place.']);
    expect(accepts(body, { ...event, eventCalendar: { start: '20:00', timestamp: 1 } })).toBe(true);
    expect(accepts(body, { ...event, eventCalendar: { location: 'Plaza' } })).toBe(true);
    expect(accepts(body, { ...event, eventCalendar: {} })).toBe(false);
  });

  it('refuses a date or place on any other ticket, with its own code', () => {
    const result = body.safeParse({ ...support, eventCalendar: { location: 'Plaza' } });
    expect(result.error?.issues).toMatchObject([
      {
        path: ['eventCalendar'],
        message: 'Only a public event takes a date or a place.',
        params: { code: ERROR_CODES.eventCalendarNotAllowed },
      },
    ]);
    const otherCategory = { ...event, category: 'meetup', eventCalendar: { location: 'Plaza' } };
    expect(accepts(body, otherCategory)).toBe(false);
  });

  it('needs non-empty info in an error-event form', () => {
    expect(accepts(body, { ...support, errorEventControl: { info: 'Crash at login' } })).toBe(true);
    expect(accepts(body, { ...support, errorEventControl: { info: ' ' } })).toBe(false);
  });
});

describe('createTicket body: reports', () => {
  it('accepts a report and fills the defaults', () => {
    expect(body.parse(report)).toMatchObject({
      inFraganti: false,
      brokenRules: [],
      secondaryRules: [],
      description: '',
    });
  });

  it('requires the accused, up to 40 characters', () => {
    expect(accepts(body, { ...report, reportAccused: text(LIMITS.accusedLength) })).toBe(true);
    expect(messages(body, { ...report, reportAccused: text(LIMITS.accusedLength + 1) })).toEqual([
      'The accused has at most 40 characters.',
    ]);
    expect(accepts(body, { ...report, reportAccused: '' })).toBe(false);
    expect(accepts(body, { ...report, reportAccused: undefined })).toBe(false);
  });

  it('takes 1 to 8 partners of up to 40 characters', () => {
    const eight = Array.from({ length: LIMITS.partnersMax }, (_, index) => `p${index}`);
    expect(accepts(body, { ...report, reportPartners: eight })).toBe(true);
    expect(accepts(body, { ...report, reportPartners: [...eight, 'p9'] })).toBe(false);
    expect(accepts(body, { ...report, reportPartners: [] })).toBe(false);
    expect(accepts(body, { ...report, reportPartners: [text(LIMITS.partnerLength)] })).toBe(true);
    expect(accepts(body, { ...report, reportPartners: [text(LIMITS.partnerLength + 1)] })).toBe(
      false,
    );
  });

  it('limits the description to 2048 characters', () => {
    expect(accepts(body, { ...report, description: text(LIMITS.descriptionLength) })).toBe(true);
    expect(accepts(body, { ...report, description: text(LIMITS.descriptionLength + 1) })).toBe(
      false,
    );
  });

  it('needs a date unless the report is caught in the act', () => {
    const { reportDate: _omitted, ...undated } = report;
    expect(messages(body, undated)).toEqual([
      'Choose the date of the events, or mark the report as caught in the act.',
    ]);
    expect(accepts(body, { ...undated, inFraganti: true })).toBe(true);
    expect(accepts(body, { ...report, reportDate: -1 })).toBe(false);
    expect(accepts(body, { ...report, reportDate: 1.5 })).toBe(false);
  });

  it('rejects support-only fields on a report', () => {
    expect(accepts(body, { ...report, eventCalendar: { location: 'x' } })).toBe(false);
  });
});
