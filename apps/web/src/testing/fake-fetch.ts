import { vi } from 'vitest'

/** A request as the fake server sees it. */
export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

/** A JSON answer, with extra headers when given (X-Total-Count, say). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/**
 * Replaces `fetch` with a fake server, so a component runs through the real API client
 * (headers, errors, bodies). Returns the requests it received, oldest first.
 * @example const calls = stubFetch(() => jsonResponse(200, []))
 */
export function stubFetch(handle: (request: FakeRequest) => Response | Promise<Response>) {
  const calls: FakeRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
      }
      calls.push(request)
      return handle(request)
    }),
  )
  return calls
}
