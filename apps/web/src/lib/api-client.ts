import { paths } from '@/config/paths'
import { localizeMessage, localizeServerError, t } from '@/i18n/i18n'
import { ApiError } from './api-error'
import { browser } from './browser'
import { markEnrollmentRequired } from './enrollment'
import { askForStepUp } from './step-up'
import { clearSession, storage } from './storage'

export { ApiError } from './api-error'

const API_BASE = '/api'
const REFRESH_PATH = '/auth/refresh-token'
const STEP_UP_PATH = '/auth/step-up'

/** Calls made without a session: they never carry the bearer token nor trigger a refresh. */
const PUBLIC_PATHS = new Set([
  '/auth/login',
  '/auth/login/two-factor',
  '/auth/register',
  REFRESH_PATH,
])

export type QueryValue = string | number | boolean | null | undefined

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** FormData is sent as multipart; anything else is sent as JSON. */
  body?: unknown
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type ApiResponse<T> = { data: T; status: number; headers: Headers }

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

async function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  // The panel's language, which the server remembers for the person's mail (decision 057).
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  if (lang && !headers['Accept-Language']) headers['Accept-Language'] = lang
  if (token) headers.Authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself; a hand-written Content-Type breaks it.
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    })
  } catch (error) {
    // Cancellation is not a failure: TanStack Query expects the abort error as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, t('errors.network'))
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The contract's schemas (and zod with them) are fetched the first time an answer needs
 * checking, not with the first screen: they are a fifth of the first load otherwise
 * (scripts/check-bundle.mjs).
 */
const schemas = () =>
  Promise.all([
    import('@rihla/contract/errors'),
    import('@rihla/contract/auth'),
    import('@rihla/contract/message-codes'),
  ]).then(([errors, auth, codes]) => ({
    // Read apart: a missing or unknown code (another server) still leaves the message to show.
    error: errors.errorResponseSchema.omit({ code: true }),
    isMessageCode: codes.isMessageCode,
    refresh: auth.refreshResponseSchema,
  }))

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined)
  const { error, isMessageCode } = await schemas()
  const parsed = error.safeParse(body)
  if (!parsed.success) return new ApiError(response.status, t('errors.generic'))
  // The server speaks English; its messages are shown in the active language by their code.
  const { message, details, current } = parsed.data
  const sent = (body as { code?: unknown }).code
  const code = isMessageCode(sent) ? sent : undefined
  // A staff account that must enroll first (REQUIRE_2FA_FOR_STAFF): the route guard takes the
  // person to the profile rather than let every screen show the same refusal.
  if (response.status === 403 && code === 'twoFactor.enrollmentRequired') markEnrollmentRequired()
  return new ApiError(
    response.status,
    localizeServerError(message, code),
    details?.map(localizeMessage),
    true,
    code,
    current,
  )
}

async function renewTokens(): Promise<boolean> {
  const refreshToken = storage.get('refreshToken')
  if (refreshToken) {
    try {
      const response = await send(REFRESH_PATH, { method: 'POST', body: { refreshToken } }, null)
      const body = response.ok ? await readBody(response) : null
      const tokens = (await schemas()).refresh.safeParse(body)
      if (tokens.success) {
        storage.set('token', tokens.data.accessToken)
        storage.set('refreshToken', tokens.data.refreshToken)
        return true
      }
    } catch {
      // A network failure while refreshing ends the session like a refused refresh.
    }
  }
  clearSession()
  browser.assign(paths.login.href())
  return false
}

let inFlightRefresh: Promise<boolean> | null = null

/**
 * Refresh tokens are rotated on each use, so two refreshes in parallel would race and the
 * loser would revoke the whole session: every 401 waits on the one refresh in flight.
 */
function refreshOnce(): Promise<boolean> {
  inFlightRefresh ??= renewTokens().finally(() => {
    inFlightRefresh = null
  })
  return inFlightRefresh
}

/**
 * The token a call should carry: the renewed one when a refresh is in flight, since the one
 * in storage is about to be replaced (a call starting then would only earn a 401). Without a
 * refresh it is read at once, so the call leaves in the same tick (a leave sent on unmount).
 */
function tokenToSend(): string | null | Promise<string | null> {
  if (!inFlightRefresh) return storage.get('token')
  return inFlightRefresh.then(() => storage.get('token'))
}

/**
 * The one HTTP call of the app. Adds the bearer token, turns failures into `ApiError`, and
 * on a 401 renews the session once and retries; when renewal fails the session is cleared
 * and the browser goes to /login. A staff power over accounts refused for want of a step-up
 * (403 `auth.stepUpRequired`, decision 055) asks for the password once and is sent again; a
 * cancel answers the refusal as it came.
 */
export async function request<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const isPublic = PUBLIC_PATHS.has(path)
  const next = isPublic ? null : tokenToSend()
  const sentToken = next instanceof Promise ? await next : next
  let response = await send(path, options, sentToken)

  if (response.status === 401 && !isPublic) {
    const current = storage.get('token')
    // Another call may have renewed the token while this one was in flight.
    const renewed = current && current !== sentToken ? true : await refreshOnce()
    if (!renewed) throw await toApiError(response)
    response = await send(path, options, storage.get('token'))
  }

  if (response.status === 403 && !isPublic && path !== STEP_UP_PATH) {
    const refused = await toApiError(response)
    if (refused.code !== 'auth.stepUpRequired' || !(await askForStepUp())) throw refused
    response = await send(path, options, storage.get('token'))
  }

  if (!response.ok) throw await toApiError(response)
  return {
    data: (await readBody(response)) as T,
    status: response.status,
    headers: response.headers,
  }
}

/**
 * Opens a long-lived answer (the event stream) with the same bearer token and the same one
 * refresh on a 401 as `request`, and hands back the response unread. A refused answer
 * (after the refresh) is thrown as `ApiError`, its status kept: 401 means the session is over.
 */
export async function openStream(
  path: string,
  options: Pick<RequestOptions, 'headers' | 'query' | 'signal'> = {},
): Promise<Response> {
  const next = tokenToSend()
  const sentToken = next instanceof Promise ? await next : next
  let response = await send(path, options, sentToken)
  if (response.status === 401) {
    const current = storage.get('token')
    const renewed = current && current !== sentToken ? true : await refreshOnce()
    if (!renewed) throw await toApiError(response)
    response = await send(path, options, storage.get('token'))
  }
  if (!response.ok) throw await toApiError(response)
  return response
}

type Options = Omit<RequestOptions, 'method' | 'body'>

export async function get<T>(path: string, options?: Options): Promise<T> {
  return (await request<T>(path, { ...options, method: 'GET' })).data
}

export async function post<T>(path: string, body?: unknown, options?: Options): Promise<T> {
  return (await request<T>(path, { ...options, method: 'POST', body })).data
}

export async function put<T>(path: string, body?: unknown, options?: Options): Promise<T> {
  return (await request<T>(path, { ...options, method: 'PUT', body })).data
}

export async function patch<T>(path: string, body?: unknown, options?: Options): Promise<T> {
  return (await request<T>(path, { ...options, method: 'PATCH', body })).data
}

export async function del<T>(path: string, options?: Options): Promise<T> {
  return (await request<T>(path, { ...options, method: 'DELETE' })).data
}
