import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createRoutes } from '@/app/router'
import { get } from '@/lib/api-client'
import { storage } from '@/lib/storage'
import { renderRoutes } from '@/testing/render'

vi.mock('@/lib/api-client', () => ({ get: vi.fn(), post: vi.fn(), put: vi.fn() }))
const getMock = vi.mocked(get)

/** The first lazy route of a run is compiled on demand, which can take a while under load. */
const LAZY = { timeout: 5_000 }

describe('an id in the address is read the same way on every screen', () => {
  beforeEach(() => {
    getMock.mockReset()
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it.each([
    ['/users/0x10', 'User not found'],
    ['/products/0x10', 'Product not found'],
    ['/subcategories/0x10', 'Subcategory not found'],
    ['/users/1e1', 'User not found'],
    ['/subcategories/1e1', 'Subcategory not found'],
  ])('%s is "not found", never another record, and asks the server nothing', async (path, text) => {
    renderRoutes(createRoutes, path)
    expect(await screen.findByText(text, {}, LAZY)).toBeInTheDocument()
    // No request for the record the address seems to name (16 or 10), whatever the screen.
    const recordCalls = getMock.mock.calls.filter(([url]) => /\/(16|10)$/.test(String(url)))
    expect(recordCalls).toEqual([])
  })
})
