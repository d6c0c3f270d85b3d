// A fetch double for the API tests: records every request and answers from a handler.
export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: Request[];
}

export function fakeFetch(handler: Handler): FakeFetch {
  const requests: Request[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    // A clone, so tests can read the body after the client has sent it.
    requests.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  return { fetch: fn, requests };
}

export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Never answers, like a server that hangs; only an abort (time-out or caller) ends it, as in fetch. */
export const hang = (request: Request): Promise<Response> =>
  new Promise((_, reject) => {
    const abort = () => reject(request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });
