import type { CallName } from '@portal/shared/contract';
import type { AccountActor, Actor, ActorIds } from '../../testing/matrix-actors';
import type { Scenario, ScenarioSpec } from '../../testing/matrix-scenarios';
import type { CallRequest } from '../../testing/send-call';
import type { Expectations } from './expectations';

export interface MatrixContext {
  actor: Actor;
  ids: ActorIds;
  /** The fixture ticket (absent for calls that need none). */
  scenario: Scenario | undefined;
  /** A launch code the test portal accepts (GET /tokenFrame). */
  launchCode: string;
}

/** One line of the authorization matrix: a call on a fixture, and what each actor must get. */
export interface MatrixRow {
  call: CallName;
  /** Says what the fixture is, for the test names. */
  fixture: string;
  scenario?: ScenarioSpec;
  /** Writes something when allowed: each cell then gets its own fresh fixture. */
  mutates: boolean;
  request(context: MatrixContext): CallRequest;
  expect: Expectations;
}

export function ticketOf(context: MatrixContext): number {
  if (!context.scenario) throw new Error('This row needs a fixture ticket');
  return context.scenario.ticketId;
}

export function commentOf(context: MatrixContext, index = 0): number {
  const id = context.scenario?.commentIds[index];
  if (id === undefined) throw new Error(`The fixture has no comment ${index}`);
  return id;
}

export function ownIdOr(context: MatrixContext, fallback: AccountActor): number {
  return context.actor === 'anonymous' ? context.ids[fallback] : context.ids[context.actor];
}
