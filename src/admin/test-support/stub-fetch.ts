// A stubbed global fetch for adapter tests: records every request (URL, method, headers, body) and answers
// from a list of canned responses, in order.
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
}

export interface CannedResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): CannedResponse {
  return { status, body, headers };
}

export function stubFetch(...responses: CannedResponse[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...responses];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    requests.push({
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body,
      credentials: init.credentials,
    });
    const next = queue.shift() ?? json({ message: 'ok' });
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'content-type': 'application/json', ...next.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The fields of a multipart body: text as strings, files as their names. */
export function formFields(body: unknown): Record<string, Array<string>> {
  if (!(body instanceof FormData)) throw new Error(`Expected a FormData body, got ${typeof body}`);
  const fields: Record<string, string[]> = {};
  for (const [key, value] of body.entries()) {
    (fields[key] ??= []).push(typeof value === 'string' ? value : `file:${(value as File).name}`);
  }
  return fields;
}
