import { imageResponse } from '../../testing/image-response';
import { jsonResponse } from '../../testing/json-response';

/** A scripted `fetch`: each call takes the next answer; any call beyond the script fails the test. */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  image?: Blob;
}

export interface RecordedRequest {
  url: string;
  init: RequestInit | undefined;
}

export function scriptFetch(answers: ScriptedAnswer[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    const answer = queue.shift();
    if (!answer) throw new Error(`unexpected request to ${String(url)}`);
    if (answer.image) return imageResponse(answer.image, answer.status);
    return jsonResponse(answer.status, answer.body);
  }) as typeof fetch;
  return requests;
}
