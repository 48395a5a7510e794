import type { ActivityEntry } from '@rihla/contract/activity'
import type { ServerEvent } from '@rihla/contract/events'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { get, openStream } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { storage } from '@/lib/storage'
import { buildStats } from '@/testing/factories'
import { renderRoutes } from '@/testing/render'
import { WelcomeRoute } from './welcome'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), openStream: vi.fn() }))
const getMock = vi.mocked(get)

function entry(id: number, action: ActivityEntry['action']): ActivityEntry {
  return {
    id,
    action,
    entity: 'product',
    entityId: 40 + id,
    actor: { id: 1, username: 'Zineb Admin' },
    before: null,
    after: null,
    createdAt: new Date(Date.now() - id * 60_000).toISOString(),
    record: { state: 'present', name: `Oasis tour ${id}` },
  }
}

const feed = {
  data: [entry(1, 'product.approve'), entry(2, 'product.reject')],
  meta: { page: 1, limit: 5, total: 2, totalPages: 1 },
}

/** Answers `/stats` with each figure in turn (the last one again after), `/activity` with a feed. */
function serve(waiting: Array<number | Error>) {
  let reads = 0
  getMock.mockImplementation((path) => {
    if (path === '/stats') {
      const next = waiting[Math.min(reads++, waiting.length - 1)]
      return next instanceof Error
        ? Promise.reject(next)
        : Promise.resolve(buildStats({ waitingProducts: next }))
    }
    if (path === '/activity') return Promise.resolve(feed)
    return Promise.reject(new ApiError(404, `Route GET /api${path} not found`, undefined, true))
  })
}

/** The event stream: opened once, it sends `ready`; `send` pushes an event down it. */
function streamServer() {
  const opened: string[] = []
  let push: (text: string) => void = () => {}
  vi.mocked(openStream).mockImplementation(async (path, options = {}) => {
    opened.push(path)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text))
        push('id: 7\nevent: ready\ndata: {}\n\n')
        options.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        )
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  })
  const send = (event: ServerEvent) =>
    push(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
  return { opened, send }
}

const renderWelcome = () =>
  renderRoutes([{ path: '/welcome', element: <WelcomeRoute /> }], '/welcome')
/** The panel, drawn by a lazy part of the page: the first test to render it waits for its code. */
const waitingPanel = () => screen.findByRole('region', { name: 'Waiting for review' })

describe('the welcome page', () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('token', 'access')
  })

  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('gives a moderator the waiting count, the way into the queue and the recent activity', async () => {
    storage.set('role', 'moderator')
    serve([8])
    streamServer()
    renderWelcome()

    const panel = await screen.findByRole('region', { name: 'Waiting for review' })
    expect(await within(panel).findByText('8')).toBeInTheDocument()
    expect(panel).toHaveTextContent('products waiting for your review')
    expect(within(panel).getByRole('link', { name: 'Continue reviewing' })).toHaveAttribute(
      'href',
      '/waiting-products',
    )
    // Seed deviation 162: Get Started opens the queue for a reviewer.
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/waiting-products',
    )
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    )

    const activity = screen.getByRole('region', { name: 'Recent Activity' })
    expect(await within(activity).findAllByRole('listitem')).toHaveLength(2)
    expect(activity).toHaveTextContent('Zineb Admin')
    expect(within(activity).getByRole('link', { name: 'View all activity' })).toHaveAttribute(
      'href',
      '/activity',
    )
    expect(getMock).toHaveBeenCalledWith(
      '/activity',
      expect.objectContaining({ query: { limit: 5 } }),
    )
  })

  it('says "All caught up" when nothing waits, and still opens the queue', async () => {
    storage.set('role', 'admin')
    serve([0])
    streamServer()
    renderWelcome()

    expect(await within(await waitingPanel()).findByText('All caught up')).toBeInTheDocument()
    expect(await waitingPanel()).toHaveTextContent('No product is waiting for approval.')
    expect(
      within(await waitingPanel()).getByRole('link', { name: 'Open Waiting Products' }),
    ).toHaveAttribute('href', '/waiting-products')
    expect(screen.queryByRole('link', { name: 'Continue reviewing' })).not.toBeInTheDocument()
  })

  it('shows placeholders while the count loads', async () => {
    storage.set('role', 'moderator')
    getMock.mockImplementation(() => new Promise(() => {}))
    streamServer()
    renderWelcome()

    const panel = await screen.findByRole('region', { name: 'Waiting for review' })
    expect(panel.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByRole('link', { name: 'Continue reviewing' })).not.toBeInTheDocument()
  })

  it('says when the count could not load, and tries again on request', async () => {
    storage.set('role', 'moderator')
    serve([new ApiError(404, 'Not found'), 3])
    streamServer()
    const user = userEvent.setup()
    renderWelcome()

    const alert = await within(await waitingPanel()).findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the number of waiting products.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(await waitingPanel()).findByText('3')).toBeInTheDocument()
    expect(
      within(await waitingPanel()).getByRole('link', { name: 'Continue reviewing' }),
    ).toBeVisible()
  })

  it('keeps the count live: a change of the counters reads it again', async () => {
    storage.set('role', 'moderator')
    serve([8, 9])
    const stream = streamServer()
    renderWelcome()

    expect(await within(await waitingPanel()).findByText('8')).toBeInTheDocument()
    await vi.waitFor(() => expect(document.documentElement.dataset.live).toBe('open'))
    expect(stream.opened).toEqual(['/events'])
    stream.send({
      id: 8,
      type: 'counts.change',
      entityId: null,
      actor: null,
      data: null,
      at: new Date().toISOString(),
    })
    expect(await within(await waitingPanel()).findByText('9')).toBeInTheDocument()
  })

  it('offers a seller neither the queue nor the activity, nor the stream', async () => {
    storage.set('role', 'user')
    const stream = streamServer()
    renderWelcome()

    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/my-listings',
    )
    expect(screen.queryByRole('region', { name: 'Waiting for review' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Recent Activity' })).not.toBeInTheDocument()
    expect(getMock).not.toHaveBeenCalled()
    expect(stream.opened).toEqual([])
  })

  it('writes the next step in Arabic, right to left', async () => {
    storage.set('role', 'moderator')
    serve([4])
    streamServer()
    useLocaleStore.getState().setLocale('ar')
    renderWelcome()

    const panel = await screen.findByRole('region', { name: 'بانتظار المراجعة' })
    expect(await within(panel).findByRole('link', { name: 'متابعة المراجعة' })).toHaveAttribute(
      'href',
      '/waiting-products',
    )
    expect(screen.getByRole('region', { name: 'آخر النشاطات' })).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('rtl')
  })
})
