import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the model server received, as sent. */
export interface ModelRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The raw body (to search for text that must never be sent). */
  text: string;
  /** The body parsed as JSON, or undefined when it was not JSON. */
  body: ChatCompletionRequest | undefined;
}

export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
}

/** How the server answers one request: a status and body, after an optional delay. */
export interface ModelAnswer {
  status?: number;
  /** A chat completion whose reply is this text. */
  reply?: string;
  /** Sent as is instead of a chat completion (a malformed answer). */
  raw?: string;
  delayMs?: number;
}

export type ModelScript = (request: ModelRequest, index: number) => ModelAnswer;

export interface TestModelServer {
  /** `http://127.0.0.1:PORT/v1`, what `AI_BASE_URL` would name. */
  baseUrl: string;
  requests: ModelRequest[];
  /** Replaces how the next requests are answered. */
  answerWith(script: ModelScript): void;
  close(): Promise<void>;
}

export function chatCompletion(reply: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
  };
}

function parsed(text: string): ChatCompletionRequest | undefined {
  try {
    return JSON.parse(text) as ChatCompletionRequest;
  } catch {
    return undefined;
  }
}

/**
 * A server on loopback speaking OpenAI's chat-completions protocol as scripted (Ollama, vLLM or
 * a hosted API in production): it records every request and answers `POST /v1/chat/completions`
 * with the script's reply, status, malformed body or delay. Other paths answer 404.
 */
export async function startModelServer(
  script: ModelScript = () => ({ reply: 'Respuesta del modelo.' }),
): Promise<TestModelServer> {
  let current = script;
  const requests: ModelRequest[] = [];
  const delayed = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ModelRequest = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://localhost').pathname,
        authorization: req.headers.authorization,
        text,
        body: parsed(text),
      };
      requests.push(request);
      if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const answer = current(request, requests.length - 1);
      const send = () => {
        if (res.destroyed) return;
        const body = answer.raw ?? JSON.stringify(chatCompletion(answer.reply ?? ''));
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' }).end(body);
      };
      if (!answer.delayMs) {
        send();
        return;
      }
      const timer = setTimeout(() => {
        delayed.delete(timer);
        send();
      }, answer.delayMs);
      delayed.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next) {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of delayed) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
