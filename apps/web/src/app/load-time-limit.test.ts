import { afterEach, describe, expect, it, vi } from 'vitest'
import { timeLimited, withLoadTimeLimit } from './load-time-limit'

describe('screens that take too long to load', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fails a load that has not arrived in time, so the error screen replaces the spinner', async () => {
    vi.useFakeTimers()
    const load = timeLimited(() => new Promise<never>(() => {}), 1000)
    const outcome = load().then(
      () => 'loaded',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(await outcome).toBe("The screen's code did not arrive within 1000 ms")
  })

  it('passes a load that arrives in time, and its failure, through unchanged', async () => {
    await expect(timeLimited(async () => 'screen', 1000)()).resolves.toBe('screen')
    const refused = new TypeError('Failed to fetch dynamically imported module')
    await expect(timeLimited(() => Promise.reject(refused), 1000)()).rejects.toBe(refused)
  })

  it('limits every lazy route of the tree, nested ones included', async () => {
    vi.useFakeTimers()
    const never = () => new Promise<never>(() => {})
    const [root] = withLoadTimeLimit([{ path: '/', children: [{ path: 'a', lazy: never }] }], 500)
    const lazy = root?.children?.[0]?.lazy
    expect(root?.lazy).toBeUndefined()
    if (typeof lazy !== 'function') throw new Error('the child lost its lazy function')
    const outcome = (lazy as () => Promise<unknown>)().catch(() => 'failed')
    await vi.advanceTimersByTimeAsync(500)
    expect(await outcome).toBe('failed')
  })
})
