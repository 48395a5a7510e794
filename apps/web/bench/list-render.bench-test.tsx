import { act, fireEvent, screen } from '@testing-library/react'
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ProductsList } from '@/features/products/components/products-list'
import { WaitingProductsList } from '@/features/waiting-products/components/waiting-products-list'
import { storage } from '@/lib/storage'
import { mockFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'

/**
 * React's own figure for the work of each commit (Profiler `actualDuration`, ms), summed per
 * phase: the first render of a 50-row page, then 40 clicks that each change one row (a row's
 * checkbox in the waiting list, a row's menu opened and closed in the products list).
 */
const ROWS = 50
const ROUNDS = Number(process.env.ROUNDS ?? 5)
const products = (status: 'pending' | 'approved') =>
  Array.from({ length: ROWS }, (_, i) => buildProduct({ id: 1000 + i, status, title: `Trip ${i}` }))

function measure() {
  const totals = { mount: 0, update: 0, commits: 0 }
  const onRender: ProfilerOnRenderCallback = (_id, phase, actual) => {
    if (phase === 'mount') totals.mount += actual
    else totals.update += actual
    totals.commits += 1
  }
  const wrap = (node: ReactNode) => (
    <Profiler id="list" onRender={onRender}>
      {node}
    </Profiler>
  )
  return { totals, wrap }
}

function wide() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const report: string[] = []
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

async function run(name: string, once: () => Promise<{ mount: number; update: number }>) {
  const mounts: number[] = []
  const updates: number[] = []
  // One warm-up round: the first render of a file compiles its modules.
  await once()
  for (let round = 0; round < ROUNDS; round++) {
    const { mount, update } = await once()
    mounts.push(mount)
    updates.push(update)
  }
  const line = `${name} [${process.env.REACT_COMPILER === '1' ? 'compiler' : 'plain'}]: first render median ${median(mounts).toFixed(1)} ms (${mounts.map((m) => m.toFixed(1)).join(', ')}); 40 clicks median ${median(updates).toFixed(1)} ms (${updates.map((u) => u.toFixed(1)).join(', ')})`
  report.push(line)
  console.log(line)
}

describe('list render timings', () => {
  it('waiting list: 50 rows, then 40 row selections', async () => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    await run('waiting list', async () => {
      wide()
      mockFetch([
        {
          method: 'GET',
          path: '/api/products/waiting-list',
          reply: { body: buildProductPage(products('pending'), { limit: ROWS }) },
        },
      ])
      const { totals, wrap } = measure()
      const view = renderRoutes(
        [{ path: '/waiting-products', element: wrap(<WaitingProductsList />) }],
        '/waiting-products',
      )
      const first = await screen.findByRole('checkbox', { name: 'Select Trip 0' })
      expect(first).toBeInTheDocument()
      const mount = totals.mount + totals.update
      totals.update = 0
      for (let i = 0; i < 40; i++) {
        const box = screen.getByRole('checkbox', { name: `Select Trip ${i % 20}` })
        await act(async () => {
          fireEvent.click(box)
        })
      }
      const update = totals.update
      view.unmount()
      return { mount, update }
    })
  })

  it('products list: 50 rows, then 20 row menus opened and closed', async () => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    await run('products list', async () => {
      wide()
      mockFetch([
        {
          method: 'GET',
          path: '/api/products',
          reply: { body: buildProductPage(products('approved'), { limit: ROWS }) },
        },
        { method: 'GET', path: '/api/products/wilayas', reply: { body: [] } },
      ])
      const { totals, wrap } = measure()
      const view = renderRoutes(
        [{ path: '/products', element: wrap(<ProductsList />) }],
        '/products',
      )
      await screen.findByRole('button', { name: 'Actions for Trip 0' })
      const mount = totals.mount + totals.update
      totals.update = 0
      for (let i = 0; i < 20; i++) {
        const button = screen.getByRole('button', { name: `Actions for Trip ${i}` })
        await act(async () => {
          fireEvent.click(button)
        })
        await act(async () => {
          fireEvent.click(button)
        })
      }
      const update = totals.update
      view.unmount()
      return { mount, update }
    })
    console.log(report.join('\n'))
  })
})
