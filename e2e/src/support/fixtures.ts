import { apiAs } from './api-client';

/** POST /ticket as `creator`; returns the new ticket's id, or throws with the server's answer. */
async function createTicket(baseUrl: string, creator: string, body: Record<string, unknown>) {
  const api = await apiAs(baseUrl, creator);
  const answer = await api.post<{ ticketId: number }>('/ticket', body);
  if (answer.status !== 200) {
    throw new Error(
      `creating "${body.title}" failed: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body.ticketId;
}

/**
 * Opens a report as `reporter` in the web reports group, against player2 unless `accused` names
 * someone else (as a player would type it); returns its id.
 */
export function openReport(baseUrl: string, reporter: string, title: string, accused = 'player2') {
  return createTicket(baseUrl, reporter, {
    type: 1,
    title,
    group: 'reports',
    category: 'cheating',
    reportAccused: accused,
    reportDate: Date.now() - 60 * 60 * 1000,
    brokenRules: ['aimbot'],
    description: 'Me disparó a través de una pared tres veces seguidas.',
    // Loopback addresses: the test never reaches beyond this machine.
    attachments: [`${baseUrl}/evidence/shot-1.png`],
  });
}

/** Opens a web support ticket (bug category, with its required description) as `creator`; returns its id. */
export function openSupportTicket(baseUrl: string, creator: string, title: string) {
  return createTicket(baseUrl, creator, {
    type: 0,
    title,
    group: 'support',
    category: 'bug',
    inputFields: { Descripción: 'La página se queda en blanco al abrirla.' },
  });
}

/** Opens a public event in the web events group with its date and place; returns its id. */
export function openPublicEvent(
  baseUrl: string,
  creator: string,
  title: string,
  eventCalendar: { timestamp: number; location: string },
) {
  return createTicket(baseUrl, creator, {
    type: 0,
    title,
    group: 'webevents',
    category: 'publicevent',
    eventCalendar,
  });
}
