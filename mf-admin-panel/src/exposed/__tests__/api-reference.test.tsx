import { type CallResponse, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, expectCurrentSection, renderPanel } from '../../testing/render-panel';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

/** A document as the server builds it, cut to three calls. */
const DOCUMENT: CallResponse<typeof calls.apiDescription> = {
  openapi: '3.1.0',
  info: { title: 'Tickets Portal API', version: '0.1.0' },
  paths: {
    '/health': {
      get: {
        operationId: 'health',
        summary: 'Health',
        tags: ['session'],
        security: [],
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object' } } } },
          default: {},
        },
      },
    },
    '/getTicket/{id}': {
      get: {
        operationId: 'getTicket',
        summary: 'Get ticket',
        tags: ['tickets'],
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^[1-9]' } },
        ],
        responses: {
          200: {
            content: {
              'application/json': { schema: { type: 'object', properties: { title: {} } } },
            },
          },
          400: {},
          401: {},
          default: {},
        },
      },
    },
    '/closeTicket': {
      post: {
        operationId: 'closeTicket',
        summary: 'Close ticket',
        tags: ['tickets'],
        requestBody: {
          content: {
            'application/json': { schema: { type: 'object', required: ['ticketId'] } },
          },
        },
        responses: { 200: {}, 400: {}, 401: {}, default: {} },
      },
    },
  },
};

const TEXTS = {
  es: {
    sections: 'Secciones del panel',
    section: 'Referencia de la API',
    tickets: 'Tickets y reportes',
    session: 'Sesión y datos de referencia',
    public: 'Pública',
    filter: 'Buscar una llamada',
    noMatch: 'Ninguna llamada coincide con la búsqueda.',
    body: 'Cuerpo (JSON)',
    refusals: 'Rechazos: 400, 401, otros según su código',
    openFromTokens: 'Referencia de la API',
  },
  en: {
    sections: 'Panel sections',
    section: 'API reference',
    tickets: 'Tickets and reports',
    session: 'Session and reference data',
    public: 'Public',
    filter: 'Find a call',
    noMatch: 'No call matches the search.',
    body: 'Body (JSON)',
    refusals: 'Refusals: 400, 401, others by their code',
    openFromTokens: 'API reference',
  },
} as const;

beforeEach(() => {
  onCall(calls.apiDescription, () => DOCUMENT);
  onCall(calls.listTokens, () => []);
});

describe.each(['es', 'en'] as const)('the API reference in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('lists every call of the document by area, public ones marked, each opening to what it takes', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('api');
    const tickets = await screen.findByRole('region', { name: text.tickets });
    expect(screen.getByRole('region', { name: text.session })).toHaveTextContent(
      `GET/healthhealth${text.public}`,
    );
    expect(within(tickets).getByText('/getTicket/{id}')).toBeInTheDocument();
    expect(within(tickets).getByText('/closeTicket')).toBeInTheDocument();
    expectCurrentSection(text.sections, text.section);

    await user.click(within(tickets).getByText('/closeTicket'));
    const entry = within(tickets).getByText('/closeTicket').closest('details') as HTMLElement;
    expect(entry).toHaveAttribute('open');
    expect(within(entry).getByText(text.body)).toBeVisible();
    expect(within(entry).getByText(/"required": \[\s*"ticketId"\s*\]/)).toBeVisible();
    expect(entry).toHaveTextContent(`${text.refusals}`);
    expect(screen.getByRole('link', { name: /openapi\.json/ })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    await expectAccessible();
  });

  it('narrows the list to the calls whose name or address holds the typed text', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('api');
    await screen.findByRole('region', { name: text.tickets });
    await user.type(screen.getByRole('searchbox', { name: text.filter }), 'gettick');
    expect(screen.getByText('/getTicket/{id}')).toBeInTheDocument();
    expect(screen.queryByText('/closeTicket')).toBeNull();
    expect(screen.queryByRole('region', { name: text.session })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: text.filter }));
    await user.type(screen.getByRole('searchbox', { name: text.filter }), 'nothing like it');
    expect(screen.getByText(text.noMatch)).toBeInTheDocument();
  });

  it('is opened from the tokens section', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel('tokens');
    const section = await screen.findByRole('region', { name: 'Tokens' });
    await user.click(within(section).getByRole('link', { name: text.openFromTokens }));
    expect(currentLocation()).toBe('/panel#api');
  });
});
