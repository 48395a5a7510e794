import { vi } from 'vitest'

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }
/** A call as `fetch` received it: the body is left as sent (a JSON string, FormData...). */
type Call = { method: string; url: URL; body: BodyInit | null | undefined; headers: Headers }
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A pathname (`/api/products`) or a pattern for it. */
  path: string | RegExp
  reply: Reply | ((call: Call) => Reply | Promise<Reply>)
}

/** A request as the fake server sees it, its JSON body parsed. */
export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}

/** A JSON answer, with extra headers when given (X-Total-Count, say); no body for `undefined`. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/** Replaces `fetch` with `answer`, recording each call, oldest first. */
function installFetch(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body,
        headers: new Headers(init?.headers),
      }
      calls.push(call)
      return answer(call)
    }),
  )
  return calls
}

/**
 * Replaces `fetch` with a tiny in-memory API: each call is recorded, answered by the first
 * matching route, and any other call answers 404. Everything above `fetch` (the API client,
 * its error handling) runs for real.
 */
export function mockFetch(routes: Route[]) {
  const calls = installFetch(async (call) => {
    const route = routes.find(
      (r) =>
        r.method === call.method &&
        (typeof r.path === 'string'
          ? r.path === call.url.pathname
          : r.path.test(call.url.pathname)),
    )
    const reply = route
      ? typeof route.reply === 'function'
        ? await route.reply(call)
        : route.reply
      : { status: 404, body: { message: 'Not found' } }
    return jsonResponse(reply.status ?? 200, reply.body, reply.headers)
  })
  return {
    calls,
    /** The calls made to one method and pathname. */
    callsTo: (method: string, pathname: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === pathname),
  }
}

/**
 * Replaces `fetch` with a fake server that answers every request through `handle`, so a
 * component runs through the real API client (headers, errors, bodies). Returns the requests
 * it received, oldest first.
 * @example const calls = stubFetch(() => jsonResponse(200, []))
 */
export function stubFetch(handle: (request: FakeRequest) => Response | Promise<Response>) {
  const requests: FakeRequest[] = []
  installFetch((call) => {
    const body = typeof call.body === 'string' ? (JSON.parse(call.body) as unknown) : call.body
    const request = {
      method: call.method,
      path: call.url.pathname,
      query: call.url.searchParams,
      body,
      headers: call.headers,
    }
    requests.push(request)
    return handle(request)
  })
  return requests
}

/** A reply that never comes, to look at a screen while its call is in flight. */
export function never(): Promise<Reply> {
  return new Promise(() => {})
}

/**
 * A list answer as the server gives it for `query`: with `page`, that page of `rows` in the
 * standard envelope and the contract's page meta; without, every row as an array.
 */
export function pagedAnswer<T>(rows: readonly T[], query: URLSearchParams) {
  if (!query.has('page')) return rows
  const page = Number(query.get('page'))
  const limit = Number(query.get('limit') ?? 10)
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    meta: { page, limit, total: rows.length, totalPages: Math.ceil(rows.length / limit) },
  }
}
