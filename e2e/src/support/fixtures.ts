import { apiAs } from './api-client';

/**
 * Opens a report as `reporter` in the web reports group, against player2 unless `accused` names
 * someone else (as a player would type it); returns its id.
 */
export async function openReport(
  baseUrl: string,
  reporter: string,
  title: string,
  accused = 'player2',
) {
  const api = await apiAs(baseUrl, reporter);
  const answer = await api.post<{ ticketId: number }>('/ticket', {
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
  if (answer.status !== 200) {
    throw new Error(`creating the report failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.ticketId;
}

/** Opens a web support ticket (bug category) as `creator`; returns its id. */
export async function openSupportTicket(baseUrl: string, creator: string, title: string) {
  const api = await apiAs(baseUrl, creator);
  const answer = await api.post<{ ticketId: number }>('/ticket', {
    type: 0,
    title,
    group: 'support',
    category: 'bug',
  });
  if (answer.status !== 200) {
    throw new Error(`creating the ticket failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.ticketId;
}

/** Opens a public event in the web events group with its date and place; returns its id. */
export async function openPublicEvent(
  baseUrl: string,
  creator: string,
  title: string,
  event: { timestamp: number; location: string },
) {
  const api = await apiAs(baseUrl, creator);
  const answer = await api.post<{ ticketId: number }>('/ticket', {
    type: 0,
    title,
    group: 'webevents',
    category: 'publicevent',
    eventCalendar: event,
  });
  if (answer.status !== 200) {
    throw new Error(`creating the event failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.ticketId;
}
