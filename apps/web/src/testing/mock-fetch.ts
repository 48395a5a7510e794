import { vi } from 'vitest'

export type Reply = { status?: number; body?: unknown }
type Call = { method: string; url: URL; body: BodyInit | null | undefined }
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A pathname (`/api/products`) or a pattern for it. */
  path: string | RegExp
  reply: Reply | ((call: Call) => Reply | Promise<Reply>)
}

/**
 * Replaces `fetch` with a tiny in-memory API: each call is recorded, answered by the first
 * matching route, and any other call answers 404. Everything above `fetch` (the API client,
 * its error handling) runs for real.
 */
export function mockFetch(routes: Route[]) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const call: Call = { method: init?.method ?? 'GET', url, body: init?.body }
    calls.push(call)
    const route = routes.find(
      (r) =>
        r.method === call.method &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    )
    const reply = route
      ? typeof route.reply === 'function'
        ? await route.reply(call)
        : route.reply
      : { status: 404, body: { message: 'Not found' } }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    /** The calls made to one method and pathname. */
    callsTo: (method: string, pathname: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === pathname),
  }
}

/** A reply that never comes, to look at a screen while its call is in flight. */
export function never(): Promise<Reply> {
  return new Promise(() => {})
}
