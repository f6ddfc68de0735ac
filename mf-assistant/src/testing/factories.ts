import type { AssistantChat, AssistantMessage } from '@portal/shared/contract';

export function makeChat(id: number, overrides: Partial<AssistantChat> = {}): AssistantChat {
  return {
    id,
    title: `Chat ${id}`,
    ticketId: null,
    updatedAt: Date.UTC(2026, 10, 20, 10, 0) + id * 60_000,
    ...overrides,
  };
}

export function question(text: string): AssistantMessage {
  return { role: 'user', text };
}

export function answer(text: string): AssistantMessage {
  return { role: 'assistant', text };
}

/** `count` alternating questions and answers numbered from `from`: "Question 1", "Answer 2"… */
export function exchange(from: number, count: number): AssistantMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return number % 2 === 1 ? question(`Question ${number}`) : answer(`Answer ${number}`);
  });
}
