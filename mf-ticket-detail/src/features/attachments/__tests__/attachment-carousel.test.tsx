import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTicketDetailTranslations } from '../../../i18n/use-detail-t';
import { AttachmentCarousel } from '../components/attachment-carousel';

registerTicketDetailTranslations();

const region = () => screen.getByRole('region');

describe.each([
  ['en', 'Attachment', 'Show 2 more attachments', 'Next attachment'],
  ['es', 'Adjunto', 'Ver 2 adjuntos más', 'Adjunto siguiente'],
] as const)('attachments in %s', (language, attachment, more, next) => {
  beforeEach(() => setLanguage(language as Language));

  it('when there are 5, then 3 thumbnails and a 4th "+2" icon show; the icon reveals the rest', async () => {
    const user = userEvent.setup();
    const urls = [1, 2, 3, 4, 5].map((n) => `https://cdn.example/${n}.png`);
    render(<AttachmentCarousel attachments={urls} />);

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
    expect(within(region()).getByRole('img', { name: `${attachment} 2` })).toHaveAttribute(
      'src',
      urls[1],
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
  ])('when %s is attached, then it shows inline', (url) => {
    render(<AttachmentCarousel attachments={[url]} />);
    expect(screen.getByRole('img', { name: 'Attachment 1' })).toHaveAttribute('src', url);
  });

  it.each([
    ['https://www.youtube.com/watch?v=abc123', 'https://www.youtube.com/embed/abc123'],
    [
      'https://clips.twitch.tv/FunnyClip',
      'https://clips.twitch.tv/embed?clip=FunnyClip&parent=localhost',
    ],
    ['https://streamable.com/xyz9', 'https://streamable.com/e/xyz9'],
  ])('when %s is attached, then it is embedded as a video', (url, embed) => {
    render(<AttachmentCarousel attachments={[url]} />);
    expect(screen.getByTitle('Attached video 1')).toHaveAttribute('src', embed);
  });

  it.each([
    ['https://cdn.example/a.webp'],
    ['https://www.youtube.com/shorts/abc'],
    ['https://vimeo.com/123'],
  ])('when %s is attached, then it is a plain link', (url) => {
    render(<AttachmentCarousel attachments={[url]} />);
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe, img')).toBeNull();
  });

  it('when an attachment is a javascript: address, then it is inert text', () => {
    render(<AttachmentCarousel attachments={['javascript:alert(1)']} />);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
