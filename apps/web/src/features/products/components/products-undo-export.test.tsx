import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { ProductsList } from './products-list'

const villa = buildProduct({ id: 3, title: 'Villa by the sea', category: 'C', wilaya: '31' })
const CSV = 'id,title\r\n3,Villa by the sea\r\n'

function answer(request: FakeRequest) {
  const route = `${request.method} ${request.path}`
  if (route === 'GET /api/products') return jsonResponse(200, buildProductPage([villa]))
  if (route === 'GET /api/products/wilayas')
    return jsonResponse(200, [{ number: 31, name: 'وهران' }])
  if (route === 'DELETE /api/products/3') {
    return jsonResponse(200, { message: 'Product deleted', undoUntil: '2030-01-01T00:00:00Z' })
  }
  if (route === 'POST /api/products/3/restore') return jsonResponse(200, villa)
  if (route === 'GET /api/products/export.csv') {
    return new Response(`\uFEFF${CSV}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="products-2026-11-22.csv"',
      },
    })
  }
  return jsonResponse(404, { message: 'Not found' })
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(blob)
  })

function setup(path = '/products') {
  const requests = stubFetch(answer)
  renderRoutes([{ path: '/products', element: <ProductsList /> }], path)
  return { requests, user: userEvent.setup() }
}
const made = (requests: FakeRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path)

describe('products list: undo and export', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })
  afterEach(() => vi.restoreAllMocks())

  it('offers to undo a delete, and brings the product back', async () => {
    const { requests, user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Actions for Villa by the sea' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    const toast = (await screen.findByText('"Villa by the sea" was deleted.')).parentElement
    const listsBefore = made(requests, 'GET', '/api/products').length
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('"Villa by the sea" was restored.')).toBeInTheDocument()
    expect(made(requests, 'POST', '/api/products/3/restore')).toHaveLength(1)
    expect(made(requests, 'GET', '/api/products').length).toBeGreaterThan(listsBefore)
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('downloads the searched, sorted list as a CSV file with its byte order mark', async () => {
    let saved: { name: string; blob: Blob | undefined } = { name: '', blob: undefined }
    const blobs = new Map<string, Blob>()
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.set('blob:export', blob)
        return 'blob:export'
      },
    })
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { name: this.download, blob: blobs.get(this.href) }
    })
    const { requests, user } = setup('/products?search=villa&sort=price&order=desc')
    await screen.findByText('Villa by the sea')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(saved.name).toBe('products-2026-11-22.csv'))
    const [call] = made(requests, 'GET', '/api/products/export.csv')
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      search: 'villa',
      sort: 'price',
      order: 'desc',
      // Headers and values in the language on screen.
      lang: 'en',
    })
    const bytes = await bytesOf(saved.blob as Blob)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(CSV)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('exports the status on screen with the filters', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' })
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { requests, user } = setup('/products?status=rejected&category=C')
    await screen.findByText('Villa by the sea')
    expect(
      Object.fromEntries(made(requests, 'GET', '/api/products')[0]?.query ?? []),
    ).toMatchObject({ status: 'rejected', category: 'C' })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    const [call] = made(requests, 'GET', '/api/products/export.csv')
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      status: 'rejected',
      category: 'C',
      sort: 'id',
      order: 'asc',
      lang: 'en',
    })
  })
})
