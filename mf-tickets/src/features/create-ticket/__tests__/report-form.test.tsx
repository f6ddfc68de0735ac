import { calls, LIMITS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeCategory, makeGroup } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerFormTexts } from '../../../i18n/use-form-t';
import { CreateTicketForm } from '../components/create-ticket-form';
import { formatLocalDateTime } from '../rules/ticket-draft';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerFormTexts();

const DAY = 86_400_000;
const rule = (key: string, en: string, es: string) => ({
  key,
  prettyName: { en, es },
  description: { en: `${en} means no ${key}`, es: `${es} significa sin ${key}` },
});
const reportGroup = makeGroup({
  key: 'reports',
  name: { es: 'Denuncias', en: 'Player reports' },
  ticketType: 1,
  requireAttachments: true,
  welcomeMessage: { es: 'Gracias por ayudarnos', en: 'Thanks for helping us' },
  categories: [
    makeCategory({
      key: 'cheating',
      title: { es: 'Trampas', en: 'Cheating' },
      rules: [rule('aimbot', 'Aimbot', 'Aimbot'), rule('speed', 'Speed hack', 'Velocidad')],
      secondaryRules: [rule('insult', 'Insults', 'Insultos')],
    }),
  ],
});

async function openReport(user: ReturnType<typeof userEvent.setup>, groupLabel = 'Group') {
  onCall(calls.groups, () => [makeGroup(), reportGroup]);
  renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
  await user.selectOptions(await screen.findByLabelText(groupLabel), 'reports');
  await user.selectOptions(screen.getByLabelText(/^Categor/), 'cheating');
}

const send = () => screen.getByRole('button', { name: 'Send ticket' });
const setDate = (timestamp: number) =>
  fireEvent.change(screen.getByLabelText(/Date of the events/), {
    target: { value: formatLocalDateTime(timestamp) },
  });

beforeEach(async () => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});

describe('CreateTicketForm — reports', () => {
  it('when a report group is chosen, then its welcome message, rules with descriptions and required fields show', async () => {
    const user = userEvent.setup();
    await openReport(user);

    expect(screen.getByText('Thanks for helping us')).toBeInTheDocument();
    expect(screen.getByLabelText('Aimbot')).toHaveAccessibleDescription('Aimbot means no aimbot');
    expect(screen.getByLabelText('Insults')).toHaveAccessibleDescription('Insults means no insult');
    await user.click(send());
    expect(screen.getByLabelText(/^Accused/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(screen.getByLabelText(/Date of the events/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(screen.getByLabelText('Attachment 1')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Attachment 1' }));
    expect(screen.getByRole('group', { name: 'Attachments' })).toHaveAccessibleDescription(
      /This group needs at least one attachment\./,
    );
    expect(requestsTo(calls.createTicket)).toHaveLength(0);
  });

  it('when the accused has 41 characters, then it is refused; 40 are accepted', async () => {
    const user = userEvent.setup();
    await openReport(user);
    const accused = screen.getByLabelText(/^Accused/);
    await user.click(accused);
    await user.paste('a'.repeat(LIMITS.accusedLength + 1));
    await user.click(send());
    expect(accused).toHaveAccessibleDescription(/At most 40 characters\./);
    await user.type(accused, '{Backspace}');
    expect(accused).not.toHaveAccessibleDescription(/At most/);
  });

  it('when partners are added, then up to 8 fit, each is checked at 40 and one can be removed', async () => {
    const user = userEvent.setup();
    await openReport(user);
    const add = screen.getByRole('button', { name: 'Add partner' });
    for (let count = 0; count < LIMITS.partnersMax; count += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getAllByLabelText(/^Partner \d$/)).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Remove Partner 8' }));
    expect(add).toBeEnabled();
    await user.click(send());
    expect(screen.getByLabelText('Partner 1')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.click(screen.getByLabelText('Partner 2'));
    await user.paste('p'.repeat(LIMITS.partnerLength + 1));
    expect(screen.getByLabelText('Partner 2')).toHaveAccessibleDescription(
      'At most 40 characters.',
    );
  });

  it('when a partner is listed twice or is the accused, then it is refused beside that partner', async () => {
    const user = userEvent.setup();
    await openReport(user);
    await user.type(screen.getByLabelText(/^Accused/), 'Bad Guy');
    const add = screen.getByRole('button', { name: 'Add partner' });
    for (let count = 0; count < 3; count += 1) await user.click(add);
    await user.type(screen.getByLabelText('Partner 1'), 'Buddy');
    await user.type(screen.getByLabelText('Partner 2'), ' buddy ');
    await user.type(screen.getByLabelText('Partner 3'), 'BAD GUY');
    await user.click(send());

    expect(screen.getByLabelText('Partner 1')).not.toHaveAccessibleDescription(/./);
    expect(screen.getByLabelText('Partner 2')).toHaveAccessibleDescription(
      'This partner is already on the list.',
    );
    expect(screen.getByLabelText('Partner 3')).toHaveAccessibleDescription(
      'The accused cannot also be a partner.',
    );
    expect(requestsTo(calls.createTicket)).toHaveLength(0);
  });

  it('when the date is in the future or older than 31 days, then it is refused; inside the window it is fine', async () => {
    const user = userEvent.setup();
    await openReport(user);
    await user.click(send());
    const date = screen.getByLabelText(/Date of the events/);

    setDate(Date.now() + 2 * 60_000);
    expect(date).toHaveAccessibleDescription(/The date of the events cannot be in the future\./);
    setDate(Date.now() - LIMITS.reportWindowMs - DAY);
    expect(date).toHaveAccessibleDescription(/within the last 31 days\./);
    setDate(Date.now() - LIMITS.reportWindowMs + DAY);
    expect(date).not.toHaveAccessibleDescription(/future|within|required/);
  });

  it('when "in the act" is ticked, then the date hides and report.in_fraganti_warning is shown', async () => {
    const user = userEvent.setup();
    await openReport(user);

    await user.click(screen.getByLabelText('It is happening now (in the act)'));

    const dialog = screen.getByRole('dialog', { name: 'Report in the act' });
    expect(dialog).toHaveTextContent('You said the player is breaking the rules right now.');
    expect(screen.queryByLabelText(/Date of the events/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Understood' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the description passes 2048 characters, then it is refused; the min-10 hint is shown', async () => {
    const user = userEvent.setup();
    await openReport(user);
    const description = screen.getByLabelText(/^Description/);
    expect(description).toHaveAccessibleDescription(/at least 10 characters/);

    await user.click(description);
    await user.paste('d'.repeat(LIMITS.descriptionLength + 1));
    await user.click(send());
    expect(description).toHaveAccessibleDescription(/At most 2048 characters\./);
    await user.type(description, '{Backspace}');
    expect(description).not.toHaveAccessibleDescription(/At most/);
  });

  it('when attachments are not addresses or too long, then each error is beside it; 8 at most', async () => {
    const user = userEvent.setup();
    await openReport(user);
    const first = screen.getByLabelText('Attachment 1');
    await user.type(first, 'not a url');
    await user.click(send());
    expect(first).toHaveAccessibleDescription(/full address/);

    await user.clear(first);
    await user.click(first);
    await user.paste(`https://x.io/${'a'.repeat(LIMITS.attachmentUrlLength)}`);
    expect(first).toHaveAccessibleDescription('At most 400 characters.');

    const add = screen.getByRole('button', { name: 'Add attachment' });
    for (let count = 1; count < LIMITS.attachmentsMax; count += 1) await user.click(add);
    expect(add).toBeDisabled();
  });

  it('when a complete report is sent, then the contract body goes to POST /ticket', async () => {
    onCall(calls.createTicket, () => ({ ticketId: 77 }));
    const user = userEvent.setup();
    await openReport(user);
    await user.type(screen.getByLabelText(/^Title/), 'Flying car');
    await user.type(screen.getByLabelText(/^Accused/), 'Bad Guy');
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    await user.type(screen.getByLabelText('Partner 1'), 'Buddy One');
    await user.type(screen.getByLabelText('Partner 2'), 'Buddy Two');
    const when = Date.now() - 3 * DAY;
    setDate(when);
    await user.click(screen.getByLabelText('Aimbot'));
    await user.click(screen.getByLabelText('Insults'));
    await user.type(screen.getByLabelText(/^Description/), 'He flew over the city');
    await user.type(screen.getByLabelText('Attachment 1'), 'https://img.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Add attachment' }));
    await user.type(screen.getByLabelText('Attachment 2'), 'https://img.example/b.png');

    await user.click(send());

    expect(requestsTo(calls.createTicket).map((request) => request.body)).toEqual([
      {
        type: 1,
        title: 'Flying car',
        group: 'reports',
        category: 'cheating',
        inputFields: {},
        attachments: ['https://img.example/a.png', 'https://img.example/b.png'],
        reportAccused: 'Bad Guy',
        reportDate: new Date(formatLocalDateTime(when)).getTime(),
        inFraganti: false,
        reportPartners: ['Buddy One', 'Buddy Two'],
        brokenRules: ['aimbot'],
        secondaryRules: ['insult'],
        description: 'He flew over the city',
      },
    ]);
  });

  it('when the language is Spanish, then the report fields, rules and warning are Spanish', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    await openReport(user, 'Grupo');

    expect(screen.getByText('Gracias por ayudarnos')).toBeInTheDocument();
    expect(screen.getByLabelText('Velocidad')).toHaveAccessibleDescription(
      'Velocidad significa sin speed',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar ticket' }));
    expect(screen.getByLabelText(/^Acusado/)).toHaveAccessibleDescription(
      /Este campo es obligatorio\./,
    );
    await user.click(screen.getByLabelText('Está ocurriendo ahora (in fraganti)'));
    expect(screen.getByRole('dialog', { name: 'Reporte in fraganti' })).toHaveTextContent(
      'Has marcado que el jugador está incumpliendo las normas ahora mismo.',
    );
  });
});
