import { messageParts } from '../text/message-parts';

describe('messageParts', () => {
  it('when a message has http and https links, then only they become links, without trailing punctuation', () => {
    expect(messageParts('See https://example.com/a?b=1. Or http://x.org!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('when a message holds javascript:, data: or markup, then it all stays text', () => {
    const message =
      'javascript:alert(1) data:text/html,<b>x</b> <a href="javascript:alert(1)">x</a>';
    expect(messageParts(message)).toEqual([{ kind: 'text', text: message }]);
  });
});
