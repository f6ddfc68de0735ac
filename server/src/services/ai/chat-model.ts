import { ASSISTANT } from '@portal/shared/contract';
import { storableTextOf } from '@portal/shared/contract/schemas';
import type { Logger } from 'pino';
import { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A chat model; `complete` rejects (with a `ChatModelError`) once its retries are spent. */
export interface ChatModel {
  complete(messages: readonly ChatMessage[], model: string): Promise<string>;
}

export interface OpenAiCompatibleOptions {
  /** Up to and including the version path, e.g. `http://127.0.0.1:11434/v1` (Ollama). */
  baseUrl: string;
  apiKey?: string;
  /** For each attempt. */
  timeoutMs: number;
  /** Further attempts after a failure worth retrying (time-out, network, 429 or 5xx). */
  retries: number;
  logger: Pick<Logger, 'warn'>;
  /** Pause before the first retry, doubled for each next one. */
  backoffMs?: number;
}

/** Replies are suggestions for staff to read: some variety, mostly grounded in the context. */
const TEMPERATURE = 0.3;
const DEFAULT_BACKOFF_MS = 250;
/** The longest reply kept: what the assistant shows (a suggestion is cut to a comment's length). */
const MAX_REPLY_LENGTH = ASSISTANT.replyLength;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

export class ChatModelError extends Error {
  constructor(
    message: string,
    /** Another attempt may succeed (time-out, network, overloaded or failing server). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}

function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

function failureOf(error: unknown): ChatModelError {
  if (error instanceof ChatModelError) return error;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ChatModelError(`unreachable: ${detail}`, true);
}

async function attempt(
  options: OpenAiCompatibleOptions,
  messages: readonly ChatMessage[],
  model: string,
): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(completionsUrl(options.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ model, messages, temperature: TEMPERATURE, stream: false }),
      signal,
    });
    // The body is read under the same time-out: a server may send headers and then stall.
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new ChatModelError('timed out', true);
    throw error;
  }
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new ChatModelError(`answered ${response.status}`, retryable);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ChatModelError('answered something that is not JSON', false);
  }
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) {
    throw new ChatModelError('answered without choices[0].message.content', false);
  }
  // What a model writes is stored and may be sent as a comment: only text the database can hold.
  return storableTextOf(parsed.data.choices[0]?.message.content ?? '', MAX_REPLY_LENGTH);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Any server speaking OpenAI's chat-completions protocol (hosted, Ollama, vLLM, llama.cpp):
 * `POST {baseUrl}/chat/completions`, a time-out per attempt, retries with a short doubling pause
 * on time-outs, network errors, 429 and 5xx, and one warning line when it finally fails (never
 * the messages: they hold ticket text).
 */
export function openAiCompatibleModel(options: OpenAiCompatibleOptions): ChatModel {
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const host = new URL(options.baseUrl).host;
  return {
    async complete(messages, model) {
      let tried = 0;
      for (;;) {
        tried += 1;
        try {
          return await attempt(options, messages, model);
        } catch (error) {
          const failure = failureOf(error);
          if (failure.retryable && tried <= options.retries) {
            await pause(backoffMs * 2 ** (tried - 1));
            continue;
          }
          options.logger.warn(
            { model, host, attempts: tried, reason: failure.message },
            'AI model call failed',
          );
          throw failure;
        }
      }
    },
  };
}
