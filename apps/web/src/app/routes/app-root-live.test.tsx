import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoot } from '@/app/routes/app-root'
import { get, openStream, post } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { buildStats } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), post: vi.fn(), openStream: vi.fn() }))

/** The stream the frame opened: its request options, and whether it was closed. */
function streamServer() {
  const opened: Array<{ path: string; headers?: Record<string, string>; signal?: AbortSignal }> = []
  vi.mocked(openStream).mockImplementation(async (path, options = {}) => {
    opened.push({ path, headers: options.headers, signal: options.signal })
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('id: 7\nevent: ready\ndata: {}\n\n'))
        options.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        )
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  })
  return opened
}

describe('the signed-in frame and the event stream', () => {
  beforeEach(() => {
    vi.mocked(get).mockResolvedValue(buildStats())
    storage.set('token', 'a')
    storage.set('refreshToken', 'r')
  })

  it('opens the stream for an admin and closes it on logout, before the session ends', async () => {
    storage.set('role', 'admin')
    const opened = streamServer()
    vi.spyOn(browser, 'reload').mockImplementation(() => {})
    let closedBeforeLogout: boolean | undefined
    vi.mocked(post).mockImplementation(async () => {
      closedBeforeLogout = opened[0]?.signal?.aborted
      return undefined
    })
    const user = userEvent.setup()
    renderRoutes([{ element: <AppRoot />, children: [{ path: '/', element: <h1>Home</h1> }] }])

    await vi.waitFor(() => expect(document.documentElement.dataset.live).toBe('open'))
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatchObject({
      path: '/events',
      headers: { Accept: 'text/event-stream' },
    })
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith('/auth/logout', { refreshToken: 'r' }))
    expect(closedBeforeLogout).toBe(true)
    expect(document.documentElement.dataset.live).toBeUndefined()
  })

  it('opens no stream for another role', async () => {
    storage.set('role', 'user')
    const opened = streamServer()
    renderRoutes([{ element: <AppRoot />, children: [{ path: '/', element: <h1>Home</h1> }] }])
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened).toHaveLength(0)
  })
})
