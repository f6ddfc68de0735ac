import { calls, LIMITS } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeCategory, makeGroup } from '@portal/shared/testing/factories';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerFormTexts } from '../../../i18n/use-form-t';
import { registerListTexts } from '../../../i18n/use-list-t';
import { CreateTicketForm } from '../components/create-ticket-form';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

// The form shows under the list, whose texts name the group picker's sections.
registerListTexts();
registerFormTexts();

const accountCategory = makeCategory({
  fields: [
    {
      title: 'Nombre del personaje',
      description: 'Como aparece en el juego',
      label: { es: 'Nombre del personaje', en: 'Character name' },
      hint: { es: 'Como aparece en el juego', en: 'As shown in game' },
      required: true,
      maxLength: 20,
    },
    { title: 'Server', description: '', required: false, maxLength: 10 },
  ],
});
const rulesCategory = makeCategory({
  key: 'rules',
  title: { es: 'Normas', en: 'Rules' },
  infoOnly: true,
  infoText: { es: 'Lee las normas', en: 'Read the rules page' },
});
const webGroup = makeGroup({ categories: [accountCategory, rulesCategory] });

function serveGroups() {
  onCall(calls.groups, () => [
    webGroup,
    makeGroup({
      key: 'ingame',
      name: { es: 'Soporte en juego', en: 'In-game support' },
      isWeb: false,
    }),
    makeGroup({ key: 'reports', name: { es: 'Denuncias', en: 'Reports' }, ticketType: 1 }),
  ]);
}

async function fillValidTicket(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Group'), 'support');
  await user.selectOptions(screen.getByLabelText('Category'), 'account');
  await user.type(screen.getByLabelText(/Character name/), 'Rider');
  await user.type(screen.getByLabelText(/^Title/), 'I cannot log in');
}

const submit = () => screen.getByRole('button', { name: 'Send ticket' });

beforeEach(async () => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});

describe('CreateTicketForm', () => {
  it('when nothing is chosen, then sending shows required beside the group and calls nothing', async () => {
    serveGroups();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
    await screen.findByRole('option', { name: 'Web support' });

    await user.click(submit());

    expect(screen.getByLabelText('Group')).toHaveAccessibleDescription('This field is required.');
    expect(requestsTo(calls.createTicket)).toHaveLength(0);
  });

  it('when in a normal browser, then web groups are offered, support and reports in sections', async () => {
    serveGroups();
    renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);

    await screen.findByRole('option', { name: 'Web support' });
    expect(screen.queryByRole('option', { name: 'In-game support' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Reports' })).toContainElement(
      screen.getByRole('option', { name: 'Reports' }),
    );
    expect(screen.getByRole('group', { name: 'Support' })).toContainElement(
      screen.getByRole('option', { name: 'Web support' }),
    );
  });

  it.each(['ingame', 'launcher'])(
    'when the client is %s, then only in-game groups are offered',
    async (mode) => {
      window.history.replaceState(null, '', `/?client=${mode}`);
      serveGroups();
      renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);

      await screen.findByRole('option', { name: 'In-game support' });
      expect(screen.queryByRole('option', { name: 'Web support' })).not.toBeInTheDocument();
    },
  );

  it('when the title has 201 characters, then it is refused; 200 are accepted and sent', async () => {
    serveGroups();
    onCall(calls.createTicket, () => ({ ticketId: 42 }));
    const onCreated = jest.fn();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={onCreated} />);
    await fillValidTicket(user);
    const title = screen.getByLabelText(/^Title/);

    await user.clear(title);
    await user.click(title);
    await user.paste('t'.repeat(LIMITS.titleLength + 1));
    await user.click(submit());
    expect(title).toHaveAccessibleDescription(/At most 200 characters\./);
    expect(requestsTo(calls.createTicket)).toHaveLength(0);

    await user.type(title, '{Backspace}');
    expect(title).not.toHaveAccessibleDescription(/At most/);
    await user.click(submit());

    expect(await screen.findByLabelText('Group')).toHaveValue('');
    expect(requestsTo(calls.createTicket).map((request) => request.body)).toEqual([
      {
        type: 0,
        title: 't'.repeat(200),
        group: 'support',
        category: 'account',
        inputFields: { 'Nombre del personaje': 'Rider' },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(42);
  });

  it('while a ticket is sent the button says so; when the server refuses it, the draft stays and the Error dialog says why', async () => {
    serveGroups();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    onCall(calls.createTicket, async () => {
      await answered;
      return respond(429, { error: 'Too many tickets today.', code: 'rateLimited' });
    });
    const dialogs: ErrorDialogRequest[] = [];
    const stopListening = onErrorDialog((request) => dialogs.push(request));
    const onCreated = jest.fn();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={onCreated} />);
    await fillValidTicket(user);

    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Send ticket' })).toBeEnabled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('I cannot log in');
    expect(dialogs).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
    stopListening();
  });

  it('when the title holds a character the server cannot store, then the form says so and sends nothing', async () => {
    serveGroups();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
    await fillValidTicket(user);
    const title = screen.getByLabelText(/^Title/);

    await user.click(title);
    await user.paste('\ud83d');
    await user.click(submit());
    expect(title).toHaveAccessibleDescription(/A character here cannot be saved/);
    expect(requestsTo(calls.createTicket)).toHaveLength(0);
  });

  it('when a field passes its maxLength or a required field is empty, then the error is beside it', async () => {
    serveGroups();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
    await fillValidTicket(user);
    const character = screen.getByLabelText(/Character name/);
    const server = screen.getByLabelText(/Server/);

    await user.clear(character);
    await user.type(server, 'x'.repeat(11));
    await user.click(submit());

    expect(character).toHaveAccessibleDescription(/“Character name” is required\./);
    expect(server).toHaveAccessibleDescription(/“Server” has at most 10 characters\./);
    await user.type(server, '{Backspace}');
    expect(server).not.toHaveAccessibleDescription(/at most/);
    await user.type(character, 'x'.repeat(21));
    expect(character).toHaveAccessibleDescription(/“Character name” has at most 20 characters\./);
    await user.type(character, '{Backspace}');
    expect(character).not.toHaveAccessibleDescription(/at most|required/i);
    expect(requestsTo(calls.createTicket)).toHaveLength(0);
  });

  it('when the category is information only, then its text shows and it cannot be sent', async () => {
    serveGroups();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
    await user.selectOptions(await screen.findByLabelText('Group'), 'support');

    await user.selectOptions(screen.getByLabelText('Category'), 'rules');

    expect(screen.getByRole('note')).toHaveTextContent('Read the rules page');
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('when the language is Spanish, then labels, names and errors are Spanish', async () => {
    await setLanguage('es');
    serveGroups();
    const user = userEvent.setup();
    renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
    await user.selectOptions(await screen.findByLabelText('Grupo'), 'support');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'account');

    expect(screen.getByText('Problemas con tu cuenta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar ticket' }));
    expect(screen.getByLabelText(/^Título/)).toHaveAccessibleDescription(
      /Este campo es obligatorio\./,
    );
  });
});
