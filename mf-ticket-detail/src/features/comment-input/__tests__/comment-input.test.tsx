import { LIMITS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTicketDetailTranslations } from '../../../i18n/use-detail-t';
import { CommentInput, type StaffInputOptions } from '../components/comment-input';
import { useCommentDraft } from '../hooks/use-comment-draft';

registerTicketDetailTranslations();

type Send = (message: string, staffOnly: boolean) => Promise<unknown>;

function InputWithDraft({
  onSend,
  staffOptions,
}: {
  onSend: Send;
  staffOptions?: StaffInputOptions;
}) {
  return <CommentInput draft={useCommentDraft()} onSend={onSend} staffOptions={staffOptions} />;
}

function renderInput(onSend = jest.fn().mockResolvedValue(undefined)) {
  render(<InputWithDraft onSend={onSend} />);
  return {
    onSend,
    textarea: screen.getByRole('textbox'),
    send: screen.getByRole('button'),
  };
}

/** A send whose first comment stays on its way until answered or refused; later ones succeed. */
function firstSendHeld() {
  const held = { answerFirst: () => {}, refuseFirst: () => {} };
  const onSend = jest
    .fn<Promise<unknown>, [string, boolean]>()
    .mockImplementationOnce(
      () =>
        new Promise<void>((resolve, reject) => {
          held.answerFirst = resolve;
          held.refuseFirst = () => reject(new Error('403'));
        }),
    )
    .mockResolvedValue(undefined);
  return { onSend, answerFirst: () => held.answerFirst(), refuseFirst: () => held.refuseFirst() };
}

beforeEach(async () => {
  await setLanguage('en');
});

describe('CommentInput', () => {
  it('when empty or only spaces, then Send is disabled and Enter sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend, textarea, send } = renderInput();
    expect(textarea).toHaveAccessibleName('Write a comment');
    expect(send).toHaveAccessibleName('Send');
    expect(send).toBeDisabled();

    await user.type(textarea, '   {Enter}');

    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('when Shift+Enter is pressed, then a new line is added and nothing is sent', async () => {
    const user = userEvent.setup();
    const { onSend, textarea } = renderInput();

    await user.type(textarea, 'first{Shift>}{Enter}{/Shift}second');

    expect(textarea).toHaveValue('first\nsecond');
    expect(textarea).toHaveAttribute('rows', '2');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('when Enter is pressed, then the trimmed text is sent and the box cleared', async () => {
    const user = userEvent.setup();
    const { onSend, textarea } = renderInput();

    await user.type(textarea, ' hello {Enter}');

    expect(onSend).toHaveBeenCalledWith('hello', false);
    expect(textarea).toHaveValue('');
  });

  it('when sending fails, then the text is kept', async () => {
    const user = userEvent.setup();
    const { textarea } = renderInput(jest.fn().mockRejectedValue(new Error('403')));

    await user.type(textarea, 'keep me{Enter}');

    await waitFor(() => expect(textarea).toHaveValue('keep me'));
  });

  it('when a second comment is written while the first is being sent, then it is sent once the first is answered', async () => {
    const user = userEvent.setup();
    const { onSend, answerFirst } = firstSendHeld();
    const { textarea, send } = renderInput(onSend);

    await user.type(textarea, 'first{Enter}');
    expect(textarea).toHaveValue('');
    expect(send).toHaveAccessibleName('Sending…');
    await user.type(textarea, 'second{Enter}');
    expect(textarea).toHaveValue('');
    expect(onSend.mock.calls).toEqual([['first', false]]);

    answerFirst();
    await waitFor(() =>
      expect(onSend.mock.calls).toEqual([
        ['first', false],
        ['second', false],
      ]),
    );
    await waitFor(() => expect(send).toHaveAccessibleName('Send'));
  });

  it('when a send is refused after more was written, then its text comes back before the new text', async () => {
    const user = userEvent.setup();
    const { onSend, refuseFirst } = firstSendHeld();
    const { textarea } = renderInput(onSend);

    await user.type(textarea, 'refused{Enter}');
    await user.type(textarea, 'new');
    refuseFirst();

    await waitFor(() => expect(textarea).toHaveValue('refused\nnew'));
  });

  it('when the text has more lines than the limit, then it stops growing at 10 rows and scrolls', () => {
    const { textarea } = renderInput();

    fireEvent.change(textarea, { target: { value: `${'line\n'.repeat(9)}line` } });
    expect(textarea).toHaveAttribute('rows', String(LIMITS.commentTextareaMaxRows));
    expect(textarea.style.overflowY).toBe('hidden');

    fireEvent.change(textarea, { target: { value: 'line\n'.repeat(14) } });
    expect(textarea).toHaveAttribute('rows', String(LIMITS.commentTextareaMaxRows));
    expect(textarea.style.overflowY).toBe('auto');
  });

  it('when the text reaches 4096 characters, then it is accepted; one more is refused', async () => {
    const user = userEvent.setup();
    const { textarea, send } = renderInput();
    expect(textarea).toHaveAttribute('maxLength', String(LIMITS.commentLength));

    textarea.focus();
    await user.paste('a'.repeat(LIMITS.commentLength + 1));
    expect(textarea).toHaveValue('a'.repeat(LIMITS.commentLength));
    expect(send).toBeEnabled();
    expect(screen.getByText(`4096 / 4096`)).toBeInTheDocument();

    // A value set past the attribute (e.g. by a script) still cannot be sent.
    fireEvent.change(textarea, { target: { value: 'a'.repeat(LIMITS.commentLength + 1) } });
    expect(send).toBeDisabled();
  });

  it('when the language is Spanish, then labels and hint are Spanish', async () => {
    await setLanguage('es');
    renderInput();

    expect(screen.getByRole('textbox', { name: 'Escribe un comentario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByText('Intro envía · Mayús+Intro nueva línea')).toBeInTheDocument();
  });
});
