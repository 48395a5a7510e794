import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, del, get, openStream, post, put, request } from './api-client'
import { browser } from './browser'
import { clearEnrollmentRequired, isEnrollmentRequired } from './enrollment'
import { answerStepUp, hostStepUp, useStepUpStore } from './step-up'
import { storage } from './storage'

type Call = { url: string; method: string; auth: string | null; body: unknown }

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fake server: `/api/auth/refresh-token` answers `refresh()`, the rest `handle()`. */
function mockFetch(
  handle: (call: Call) => Response | Promise<Response>,
  refresh: () => Response | Promise<Response> = () =>
    json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' }),
) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      auth: headers.get('Authorization'),
      body: init?.body,
    }
    calls.push(call)
    return call.url === '/api/auth/refresh-token' ? refresh() : handle(call)
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

const refreshCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/auth/refresh-token')

describe('api client', () => {
  let assign: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    storage.set('token', 'old-access')
    storage.set('refreshToken', 'old-refresh')
    storage.set('role', 'admin')
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
  })

  it('sends the stored token as a bearer and returns the parsed JSON', async () => {
    const calls = mockFetch(() => json(200, { ok: true }))
    await expect(get('/users', { query: { page: 2, limit: 7, search: '' } })).resolves.toEqual({
      ok: true,
    })
    expect(calls[0]).toMatchObject({ url: '/api/users?page=2&limit=7', auth: 'Bearer old-access' })
  })

  it('never sends the bearer on login, register or refresh', async () => {
    const calls = mockFetch(() => json(200, {}))
    await post('/auth/login', { email: 'a@b.co', password: 'secret' })
    await post('/auth/register', {})
    expect(calls.map((c) => c.auth)).toEqual([null, null])
    expect(calls[0]?.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'secret' }))
  })

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const calls = mockFetch(() => json(201, { id: 1 }))
    const form = new FormData()
    form.append('title', 'Trip')
    await post('/products', form)
    expect(calls[0]?.body).toBe(form)
  })

  it('shares one refresh between concurrent 401s and retries each call with the new token', async () => {
    const calls = mockFetch(
      ({ auth, url }) =>
        auth === 'Bearer new-access' ? json(200, { url }) : json(401, { message: 'expired' }),
      // Answer late, so the second 401 arrives while the refresh is still in flight.
      () =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve(json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' })),
            20,
          ),
        ),
    )

    const [users, products] = await Promise.all([get('/users'), get('/products')])

    expect(users).toEqual({ url: '/api/users' })
    expect(products).toEqual({ url: '/api/products' })
    expect(refreshCalls(calls)).toHaveLength(1)
    expect(refreshCalls(calls)[0]?.body).toBe(JSON.stringify({ refreshToken: 'old-refresh' }))
    expect(storage.get('token')).toBe('new-access')
    expect(storage.get('refreshToken')).toBe('new-refresh')
    expect(calls.filter((c) => c.url !== '/api/auth/refresh-token')).toHaveLength(4)
  })

  it('a call or stream that starts while a refresh is in flight waits and carries the new token', async () => {
    let answerRefresh: () => void = () => {}
    const calls = mockFetch(
      ({ auth, url }) =>
        auth === 'Bearer new-access' ? json(200, { url }) : json(401, { message: 'expired' }),
      () =>
        new Promise((resolve) => {
          answerRefresh = () =>
            resolve(json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' }))
        }),
    )
    const first = get('/users')
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1))
    // Started during the refresh: nothing is sent with the token about to be replaced.
    const later = get('/products')
    const stream = openStream('/events')
    answerRefresh()
    await Promise.all([first, later, stream])
    const sent = calls.filter((c) => c.url !== '/api/auth/refresh-token')
    expect(sent.map((c) => `${c.url} ${c.auth}`)).toEqual([
      '/api/users Bearer old-access',
      '/api/users Bearer new-access',
      '/api/products Bearer new-access',
      '/api/events Bearer new-access',
    ])
  })

  it('retries the original request only once', async () => {
    const calls = mockFetch(() => json(401, { message: 'Invalid or expired token' }))

    const error = await get('/users').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid or expired token' })
    expect(calls.filter((c) => c.url === '/api/users')).toHaveLength(2)
    expect(refreshCalls(calls)).toHaveLength(1)
  })

  it('clears the session and goes to /login when the refresh is refused', async () => {
    const calls = mockFetch(
      () => json(401, { message: 'expired' }),
      () => json(401, { message: 'Invalid or expired refresh token' }),
    )

    await expect(get('/users')).rejects.toMatchObject({ status: 401 })

    expect(refreshCalls(calls)).toHaveLength(1)
    expect(calls.filter((c) => c.url === '/api/users')).toHaveLength(1)
    expect(storage.get('token')).toBeNull()
    expect(storage.get('refreshToken')).toBeNull()
    expect(storage.get('role')).toBeNull()
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login')
  })

  it('clears the session without calling the server when no refresh token is stored', async () => {
    storage.remove('refreshToken')
    const calls = mockFetch(() => json(401, { message: 'expired' }))

    await expect(get('/users')).rejects.toBeInstanceOf(ApiError)

    expect(refreshCalls(calls)).toHaveLength(0)
    expect(storage.get('token')).toBeNull()
    expect(assign).toHaveBeenCalledWith('/login')
  })

  it('does not try to refresh when login itself answers 401', async () => {
    const calls = mockFetch(() => json(401, { message: 'Invalid email or password.' }))
    await expect(post('/auth/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    })
    expect(refreshCalls(calls)).toHaveLength(0)
    expect(assign).not.toHaveBeenCalled()
  })

  it('takes the error message and details from the server JSON', async () => {
    mockFetch(() => json(400, { message: 'Validation failed', details: ['Bad email'] }))
    const error = await post('/users', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      details: ['Bad email'],
      fromServer: true,
    })
  })

  it('notes that the account must set up two-factor authentication when a 403 says so', async () => {
    clearEnrollmentRequired()
    mockFetch(() => json(403, { message: 'You do not have permission to perform this action.' }))
    await expect(get('/users')).rejects.toMatchObject({ status: 403 })
    expect(isEnrollmentRequired()).toBe(false)

    mockFetch(() =>
      json(403, {
        message: 'Set up two-factor authentication to continue.',
        code: 'twoFactor.enrollmentRequired',
      }),
    )
    await expect(get('/users')).rejects.toMatchObject({
      status: 403,
      code: 'twoFactor.enrollmentRequired',
    })
    expect(isEnrollmentRequired()).toBe(true)
    expect(window.sessionStorage.getItem('twoFactorSetupRequired')).toBe('1')
    clearEnrollmentRequired()
  })

  it('falls back to a generic message when the server sends no JSON message', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(get('/users')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
      fromServer: false,
    })
  })

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(get('/users')).rejects.toMatchObject({ status: 0 })
  })

  it('exposes headers for lists that send their total in X-Total-Count', async () => {
    mockFetch(
      () =>
        new Response('[]', {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '9' },
        }),
    )
    const response = await request<unknown[]>('/banners', { query: { page: 1, limit: 3 } })
    expect(response.data).toEqual([])
    expect(response.headers.get('X-Total-Count')).toBe('9')
  })
  it('opens the event stream with the bearer, and on a 401 refreshes once and opens it again', async () => {
    const calls = mockFetch((call) =>
      call.auth === 'Bearer new-access'
        ? new Response('retry: 2000\n\n', { headers: { 'Content-Type': 'text/event-stream' } })
        : json(401, { message: 'Invalid or expired token' }),
    )
    const response = await openStream('/events', { headers: { 'Last-Event-ID': '41' } })
    expect(await response.text()).toBe('retry: 2000\n\n')
    expect(refreshCalls(calls)).toHaveLength(1)
    expect(calls.filter((c) => c.url === '/api/events').map((c) => c.auth)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ])
  })

  it('throws the refusal of a stream the session may not open (403), its status kept', async () => {
    mockFetch(() => json(403, { message: 'You do not have permission to perform this action.' }))
    await expect(openStream('/events')).rejects.toMatchObject({ status: 403 })
  })
})

describe('a staff power that needs a step-up (403 auth.stepUpRequired)', () => {
  const stepUpRequired = () =>
    json(403, { message: 'Confirm your password to continue.', code: 'auth.stepUpRequired' })
  let unhost: () => void

  beforeEach(() => {
    storage.set('token', 'old-access')
    unhost = hostStepUp()
    return () => unhost()
  })

  /** Answers the dialog's question as soon as it is asked (`first`: the dialog's work). */
  function whenAsked(confirmed: boolean, first: () => void = () => {}) {
    return new Promise<void>((resolve) => {
      const stop = useStepUpStore.subscribe((state) => {
        if (!state.asking) return
        stop()
        first()
        answerStepUp(confirmed)
        resolve()
      })
    })
  }

  it('asks for the password once and sends the call again when it is confirmed', async () => {
    // The server's side: refused until the dialog has stepped the session up.
    let stepped = false
    const calls = mockFetch(() => (stepped ? json(200, { role: 'moderator' }) : stepUpRequired()))
    const asked = whenAsked(true, () => {
      stepped = true
    })
    await expect(post('/users/7/role', { role: 'moderator' })).resolves.toEqual({
      role: 'moderator',
    })
    await asked
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/users/7/role', JSON.stringify({ role: 'moderator' })],
      ['POST', '/api/users/7/role', JSON.stringify({ role: 'moderator' })],
    ])
    expect(useStepUpStore.getState().asking).toBe(false)
  })

  it('answers the refusal as it came when the person cancels, without sending again', async () => {
    const calls = mockFetch(stepUpRequired)
    const asked = whenAsked(false)
    await expect(del('/users/7/two-factor')).rejects.toMatchObject({
      status: 403,
      code: 'auth.stepUpRequired',
    })
    await asked
    expect(calls).toHaveLength(1)
  })

  it('asks only once: a second refusal after the confirmation is answered as it came', async () => {
    const calls = mockFetch(stepUpRequired)
    const asked = whenAsked(true)
    await expect(put('/users/7/block')).rejects.toMatchObject({ code: 'auth.stepUpRequired' })
    await asked
    expect(calls).toHaveLength(2)
    expect(useStepUpStore.getState().asking).toBe(false)
  })

  it('does not ask without a dialog to ask in, nor for another 403', async () => {
    unhost()
    const calls = mockFetch(stepUpRequired)
    await expect(put('/users/7/block')).rejects.toMatchObject({ code: 'auth.stepUpRequired' })
    unhost = hostStepUp()
    mockFetch(() => json(403, { message: "You don't have permission to perform this action." }))
    await expect(put('/users/7/block')).rejects.toMatchObject({ status: 403 })
    expect(calls).toHaveLength(1)
    expect(useStepUpStore.getState().asking).toBe(false)
  })
})
