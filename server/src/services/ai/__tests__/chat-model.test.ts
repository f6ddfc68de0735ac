import { isStorableText } from '@portal/shared/contract/schemas';
import { startModelServer, type TestModelServer } from '../../../testing/model-server';
import { type ChatMessage, ChatModelError, openAiCompatibleModel } from '../chat-model';

let server: TestModelServer;
const warnings: { fields: Record<string, unknown>; message: string }[] = [];
const logger = {
  warn: (fields: Record<string, unknown>, message: string) => {
    warnings.push({ fields, message });
  },
} as unknown as Parameters<typeof openAiCompatibleModel>[0]['logger'];

beforeAll(async () => {
  server = await startModelServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  warnings.length = 0;
  server.answerWith(() => ({ reply: 'Respuesta del modelo.' }));
});

const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'Eres el asistente del equipo de soporte.' },
  { role: 'user', content: '{"ticket":{"title":"No puedo entrar"}}' },
];

function model(options: { apiKey?: string; timeoutMs?: number; retries?: number } = {}) {
  return openAiCompatibleModel({
    baseUrl: server.baseUrl,
    timeoutMs: options.timeoutMs ?? 2_000,
    retries: options.retries ?? 0,
    backoffMs: 10,
    logger,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
}

describe('openAiCompatibleModel', () => {
  test('when the server answers, then the request is a chat completion with the model, messages and bearer key, and the reply is its content', async () => {
    const reply = await model({ apiKey: 'sk-test-key' }).complete(MESSAGES, 'llama3.2:3b');
    expect(reply).toBe('Respuesta del modelo.');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({ model: 'llama3.2:3b', messages: MESSAGES });
    expect(typeof request?.body?.temperature).toBe('number');
  });

  test('when no key is configured, then no Authorization header is sent', async () => {
    await model().complete(MESSAGES, 'm');
    expect(server.requests[0]?.authorization).toBeUndefined();
  });

  test('when the base address ends with a slash, then the path is not doubled', async () => {
    const slashed = openAiCompatibleModel({
      baseUrl: `${server.baseUrl}/`,
      timeoutMs: 2_000,
      retries: 0,
      logger,
    });
    await slashed.complete(MESSAGES, 'm');
    expect(server.requests[0]?.path).toBe('/v1/chat/completions');
  });

  test('when the reply holds a NUL or half of a surrogate pair, then they are dropped (the database stores neither)', async () => {
    server.answerWith(() => ({ reply: 'Hola\u0000 mundo \uD83D y 😀' }));
    const reply = await model().complete(MESSAGES, 'm');
    expect(reply).toBe('Hola mundo  y 😀');
    expect(isStorableText(reply)).toBe(true);
  });

  test('when the server is slower than the time-out, then the call fails with one warning', async () => {
    server.answerWith(() => ({ reply: 'demasiado tarde', delayMs: 1_500 }));
    const started = Date.now();
    await expect(model({ timeoutMs: 200 }).complete(MESSAGES, 'm')).rejects.toThrow('timed out');
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(warnings).toEqual([
      {
        message: 'AI model call failed',
        fields: expect.objectContaining({ model: 'm', attempts: 1, reason: 'timed out' }),
      },
    ]);
  });

  test('when the server answers 500 and then a reply, then the retry returns the reply', async () => {
    server.answerWith((_request, index) =>
      index === 0 ? { status: 500, raw: '{"error":"overloaded"}' } : { reply: 'Segundo intento.' },
    );
    expect(await model({ retries: 2 }).complete(MESSAGES, 'm')).toBe('Segundo intento.');
    expect(server.requests).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  test('when the server keeps answering 500, then it is tried 1 + retries times and fails', async () => {
    server.answerWith(() => ({ status: 500, raw: 'Internal Server Error' }));
    const failure = model({ retries: 2 }).complete(MESSAGES, 'm');
    await expect(failure).rejects.toBeInstanceOf(ChatModelError);
    await expect(failure).rejects.toThrow('answered 500');
    expect(server.requests).toHaveLength(3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toMatchObject({ attempts: 3, reason: 'answered 500' });
  });

  test('when the server refuses the request (401), then it is not retried', async () => {
    server.answerWith(() => ({ status: 401, raw: '{"error":"bad key"}' }));
    await expect(model({ retries: 2 }).complete(MESSAGES, 'm')).rejects.toThrow('answered 401');
    expect(server.requests).toHaveLength(1);
  });

  test.each([
    ['not JSON', '<html>proxy error</html>'],
    ['no choices', '{"choices":[]}'],
    ['no content', '{"choices":[{"message":{"role":"assistant"}}]}'],
    ['an empty content', '{"choices":[{"message":{"role":"assistant","content":"  "}}]}'],
  ])('when the answer has %s, then the call fails without retrying', async (_what, raw) => {
    server.answerWith(() => ({ raw }));
    await expect(model({ retries: 2 }).complete(MESSAGES, 'm')).rejects.toBeInstanceOf(
      ChatModelError,
    );
    expect(server.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  test('when nothing listens at the address, then the call fails as unreachable', async () => {
    const closed = await startModelServer();
    await closed.close();
    const unreachable = openAiCompatibleModel({
      baseUrl: closed.baseUrl,
      timeoutMs: 1_000,
      retries: 1,
      backoffMs: 10,
      logger,
    });
    await expect(unreachable.complete(MESSAGES, 'm')).rejects.toThrow(/unreachable/);
    expect(warnings[0]?.fields).toMatchObject({ attempts: 2 });
  });

  test('when the call fails, then the warning names no message text', async () => {
    server.answerWith(() => ({ status: 503, raw: '' }));
    await expect(model().complete(MESSAGES, 'm')).rejects.toThrow();
    expect(JSON.stringify(warnings)).not.toContain('No puedo entrar');
  });
});
