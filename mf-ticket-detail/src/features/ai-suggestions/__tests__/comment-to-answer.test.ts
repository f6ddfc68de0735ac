import { makeComment } from '../../../testing/factories';
import { commentToAnswer } from '../text/comment-to-answer';
import { excerpt } from '../text/excerpt';

const player = { visualId: 'player-hash', isStaff: false };
const staff = { visualId: 'staff-hash', isStaff: true };

describe('commentToAnswer', () => {
  it('when the player wrote last before staff, then that message is answered, not staff notes or actions', () => {
    const asked = makeComment({ _id: 1, createdBy: player });
    const thread = [
      asked,
      makeComment({ _id: 2, createdBy: staff, action: 'take', message: '' }),
      makeComment({ _id: 3, createdBy: staff, message: 'On it' }),
      makeComment({ _id: 4, createdBy: staff, staffOnly: true, message: 'Note' }),
    ];
    expect(commentToAnswer(thread, true)).toEqual({ kind: 'comment', comment: asked });
  });

  it('when only staff wrote messages, then the latest public one is answered', () => {
    const last = makeComment({ _id: 2, createdBy: staff, message: 'Second' });
    const thread = [makeComment({ _id: 1, createdBy: staff }), last];
    expect(commentToAnswer(thread, true)).toEqual({ kind: 'comment', comment: last });
  });

  it('when nothing can be answered yet, then it says why', () => {
    expect(commentToAnswer(null, false)).toEqual({ kind: 'loading' });
    expect(commentToAnswer([makeComment({ createdBy: player })], false)).toEqual({
      kind: 'newerUnloaded',
    });
    const onlyNotes = [makeComment({ createdBy: staff, staffOnly: true })];
    expect(commentToAnswer(onlyNotes, true)).toEqual({ kind: 'none' });
    expect(commentToAnswer([], true)).toEqual({ kind: 'none' });
  });
});

describe('excerpt', () => {
  it('keeps a short message whole, on one line', () => {
    expect(excerpt('Hello,\n  I need   help')).toBe('Hello, I need help');
  });

  it('cuts a long message at a word with an ellipsis', () => {
    expect(excerpt('one two three four five', 12)).toBe('one two…');
  });
});
