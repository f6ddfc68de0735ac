import { calls } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestLines, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTicketDetailTranslations } from '../../../i18n/use-detail-t';
import { AttachmentCarousel } from '../components/attachment-carousel';

registerTicketDetailTranslations();

const TICKET_ID = 7;
const region = () => screen.getByRole('region');
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** The portal answers the image at each position (jsdom has no object URLs: numbered stand-ins). */
function servePortalImages(count: number) {
  for (let index = 0; index < count; index += 1) {
    onCall(calls.attachmentImage, () => png(), { params: { ticketId: TICKET_ID, index: index } });
  }
}

function showAttachments(attachments: string[]) {
  return renderWithPortal(<AttachmentCarousel ticketId={TICKET_ID} attachments={attachments} />);
}

beforeEach(() => {
  let created = 0;
  URL.createObjectURL = jest.fn(() => `blob:portal/${++created}`);
  URL.revokeObjectURL = jest.fn();
});

describe.each([
  ['en', 'Attachment', 'Show 2 more attachments', 'Next attachment'],
  ['es', 'Adjunto', 'Ver 2 adjuntos más', 'Adjunto siguiente'],
] as const)('attachments in %s', (language, attachment, more, next) => {
  beforeEach(() => setLanguage(language as Language));

  it('when there are 5, then 3 thumbnails and a 4th "+2" icon show; the icon reveals the rest', async () => {
    const user = userEvent.setup();
    servePortalImages(5);
    showAttachments([1, 2, 3, 4, 5].map((n) => `https://cdn.example/${n}.png`));

    const thumbnails = within(region()).getAllByRole('button', {
      name: new RegExp(`^${attachment} \\d$`),
    });
    expect(thumbnails).toHaveLength(3);
    const moreButton = within(region()).getByRole('button', { name: more });
    expect(moreButton).toHaveTextContent('+2');

    await user.click(moreButton);
    expect(
      within(region()).getAllByRole('button', { name: new RegExp(`^${attachment} \\d$`) }),
    ).toHaveLength(5);
    await user.click(within(region()).getByRole('button', { name: next }));
    expect(await within(region()).findByRole('img', { name: `${attachment} 2` })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});

describe('attachment display', () => {
  beforeEach(() => setLanguage('en'));

  it.each([
    ['https://cdn.example/a.jpg'],
    ['https://cdn.example/a.JPEG'],
    ['https://cdn.example/a.png'],
    ['http://cdn.example/a.gif'],
  ])(
    'when %s is attached, then it shows inline from the portal and the browser never loads its address',
    async (url) => {
      servePortalImages(1);
      const { unmount } = showAttachments([url]);

      const image = await screen.findByRole('img', { name: 'Attachment 1' });
      const src = image.getAttribute('src');
      expect(src).toMatch(/^blob:portal\//);
      expect(document.querySelector('[src*="cdn.example"]')).toBeNull();
      expect(requestLines()).toEqual([`GET /api/attachments/${TICKET_ID}/0`]);
      const original = screen.getByRole('link', {
        name: 'Open the original on cdn.example (outside site)',
      });
      expect(original).toHaveAttribute('href', url);
      expect(original).toHaveAttribute('rel', 'noopener noreferrer');
      unmount();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith(src);
    },
  );

  it('when the portal cannot fetch the image, then its place says so and the original stays a link', async () => {
    onCall(
      calls.attachmentImage,
      () =>
        respond(502, {
          error: 'The address does not hold a jpg, png or gif.',
          code: 'attachment.notImage',
        }),
      { params: { ticketId: TICKET_ID, index: 0 } },
    );
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    showAttachments(['https://cdn.example/a.png']);

    expect(await screen.findByText('The image could not be shown.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /cdn\.example \(outside site\)/ })).toBeInTheDocument();
  });

  it.each([
    [
      'https://www.youtube.com/watch?v=abc123',
      'youtube.com',
      'https://www.youtube.com/embed/abc123',
    ],
    [
      'https://clips.twitch.tv/FunnyClip',
      'clips.twitch.tv',
      'https://clips.twitch.tv/embed?clip=FunnyClip&parent=localhost',
    ],
    ['https://streamable.com/xyz9', 'streamable.com', 'https://streamable.com/e/xyz9'],
  ])(
    'when %s is attached, then its player loads only once asked for, after naming the site',
    async (url, site, embed) => {
      const user = userEvent.setup();
      showAttachments([url]);

      expect(document.querySelector('iframe')).toBeNull();
      expect(
        screen.getByText(
          `The video loads from ${site}, an outside site that will see your IP address.`,
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Load the video from ${site}` }));
      expect(screen.getByTitle('Attached video 1')).toHaveAttribute('src', embed);
      expect(requestLines()).toEqual([]);
    },
  );

  it.each([
    ['https://cdn.example/a.webp'],
    ['https://www.youtube.com/shorts/abc'],
    ['https://vimeo.com/123'],
  ])('when %s is attached, then it is a plain link', (url) => {
    showAttachments([url]);
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe, img')).toBeNull();
  });

  it('when an attachment is a javascript: address, then it is inert text', () => {
    showAttachments(['javascript:alert(1)']);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
