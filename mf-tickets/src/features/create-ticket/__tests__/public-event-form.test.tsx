import { calls, LIMITS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeCategory, makeGroup } from '@portal/shared/testing/factories';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerFormTexts } from '../../../i18n/use-form-t';
import { signInWithPower } from '../../../testing/sign-in-with-power';
import { CreateTicketForm } from '../components/create-ticket-form';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

registerFormTexts();

const eventsGroup = makeGroup({
  key: 'webevents',
  name: { es: 'Eventos', en: 'Events' },
  categories: [
    makeCategory({ key: 'publicevent', title: { es: 'Evento público', en: 'Public event' } }),
  ],
});
const FRAME_PATH = '/remotes/mf-tickets/event-frame.html';

async function openEventForm(
  user: ReturnType<typeof userEvent.setup>,
  labels = ['Group', 'Category'],
  group = eventsGroup,
) {
  signInWithPower(0);
  onCall(calls.groups, () => [group]);
  onCall(calls.getUrlFrame, () => ({ url: FRAME_PATH }));
  renderWithPortal(<CreateTicketForm onCreated={jest.fn()} />);
  await user.selectOptions(await screen.findByLabelText(labels[0] ?? ''), 'webevents');
  await user.selectOptions(screen.getByLabelText(labels[1] ?? ''), 'publicevent');
}

/**
 * The frame posts a result. The dialog listens from an effect that runs after the frame is on the
 * page, so its pending effects are flushed first: a busy machine could otherwise post before
 * anything listens, as no loading frame can.
 */
async function frameSends(data: unknown, origin = window.location.origin) {
  await act(async () => undefined);
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});

describe('CreateTicketForm — public events', () => {
  it('when the calendar is asked for without a title, then error_title shows and no frame opens', async () => {
    const user = userEvent.setup();
    await openEventForm(user);

    await user.click(screen.getByRole('button', { name: 'Choose date' }));

    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
      /Write the event title first\./,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(calls.getUrlFrame)).toHaveLength(0);
  });

  it('when a title is there, then it is uppercased and the frame opens with token, lang, id, server, title and origin', async () => {
    const user = userEvent.setup();
    await openEventForm(user);
    await user.type(screen.getByLabelText(/^Title/), 'party night');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('PARTY NIGHT');

    await user.click(screen.getByRole('button', { name: 'Choose date' }));

    const frame = await screen.findByTitle('Event picker');
    const url = new URL(frame.getAttribute('src') ?? '');
    expect(url.pathname).toBe(FRAME_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      id: '7',
      server: 'hub1',
      title: 'PARTY NIGHT',
      origin: window.location.origin,
    });
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe(
      window.localStorage.getItem('portal.token'),
    );
    expect(screen.getByRole('dialog', { name: 'Event calendar' })).toBeInTheDocument();
  });

  it('when a result comes from another origin or in another shape, then it is ignored', async () => {
    const user = userEvent.setup();
    await openEventForm(user);
    await user.type(screen.getByLabelText(/^Title/), 'Race');
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByTitle('Event picker');

    await frameSends(
      { type: 'Calendar', start: '2031-01-02T20:00', timestamp: 1 },
      'https://evil.example',
    );
    await frameSends({ type: 'Calendar', start: '' });

    expect(screen.queryByText('Received. Closing…')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when the calendar and the map answer, then the frame closes after 500 ms and the body carries both', async () => {
    onCall(calls.createTicket, () => ({ ticketId: 5 }));
    const user = userEvent.setup();
    await openEventForm(user);
    await user.type(screen.getByLabelText(/^Title/), 'race');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(screen.getByRole('group', { name: 'Event date and place' })).toHaveAccessibleDescription(
      'Choose a date in the calendar or a place on the map.',
    );

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByTitle('Event picker');
    const timestamp = new Date(2031, 0, 2, 20, 0).getTime();
    const sentAt = Date.now();
    await frameSends({ type: 'Calendar', start: '2031-01-02T20:00', timestamp });
    expect(screen.getByText('Received. Closing…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(LIMITS.frameCloseDelayMs - 20);
    expect(screen.getByText(/^Date: /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose place' }));
    const frame = await screen.findByTitle('Event picker');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('location')).toBe('');
    await frameSends({ type: 'Map', location: 'Harbour (40.0%, 60.0%)' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Place: Harbour (40.0%, 60.0%)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(requestsTo(calls.createTicket).map((request) => request.body)).toEqual([
      {
        type: 0,
        title: 'RACE',
        group: 'webevents',
        category: 'publicevent',
        inputFields: {},
        eventCalendar: { start: '2031-01-02T20:00', timestamp, location: 'Harbour (40.0%, 60.0%)' },
      },
    ]);
  });

  it('when a place was chosen and the category changes to another, then the place is not sent', async () => {
    const withMeetups = makeGroup({
      ...eventsGroup,
      categories: [
        ...eventsGroup.categories,
        makeCategory({ key: 'meetup', title: { es: 'Quedada', en: 'Meetup' } }),
      ],
    });
    onCall(calls.createTicket, () => ({ ticketId: 6 }));
    const user = userEvent.setup();
    await openEventForm(user, ['Group', 'Category'], withMeetups);
    await user.type(screen.getByLabelText(/^Title/), 'race');
    await user.click(screen.getByRole('button', { name: 'Choose place' }));
    await screen.findByTitle('Event picker');
    await frameSends({ type: 'Map', location: 'Harbour' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Category'), 'meetup');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));

    expect(requestsTo(calls.createTicket).map((request) => request.body)).toEqual([
      { type: 0, title: 'RACE', group: 'webevents', category: 'meetup', inputFields: {} },
    ]);
  });

  it('when the language is Spanish, then error_title and the buttons are Spanish', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    await openEventForm(user, ['Grupo', 'Categoría']);

    await user.click(screen.getByRole('button', { name: 'Elegir fecha' }));

    expect(screen.getByLabelText(/^Título/)).toHaveAccessibleDescription(
      /Escribe primero el título del evento\./,
    );
    expect(screen.getByRole('button', { name: 'Elegir lugar' })).toBeInTheDocument();
  });
});
