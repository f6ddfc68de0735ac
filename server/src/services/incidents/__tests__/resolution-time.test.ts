import type { IncidentEntry, IncidentStatus } from '@portal/shared/contract';
import { resolutionTime } from '../incident-markdown';

function change(status: IncidentStatus, createdAt: number): IncidentEntry {
  return {
    id: createdAt,
    kind: 'status',
    status,
    author: 'Admin',
    message: '',
    createdAt,
    recordedBy: 'Admin',
    editedAt: null,
    editedBy: null,
  };
}

const note: IncidentEntry = { ...change('open', 5), kind: 'note', status: null, message: 'Hi' };

test.each([
  ['never resolved', [change('investigating', 1), note], undefined],
  ['resolved, then closed', [change('resolved', 10), change('closed', 20)], 10],
  [
    'resolved, reopened, then closed',
    [change('resolved', 10), change('open', 15), note, change('closed', 30)],
    30,
  ],
  [
    'resolved, then back to investigating',
    [change('resolved', 10), change('investigating', 12)],
    undefined,
  ],
] as const)(
  'when the incident was %s, then the impact window ends when it last became resolved or closed',
  (_case, entries, end) => {
    expect(resolutionTime(entries)).toBe(end);
  },
);
