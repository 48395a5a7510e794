import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRoutes } from '@/app/router'
import { storage } from '@/lib/storage'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage, buildSubcategory } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'

/** The first lazy route of a run is compiled on demand, which can take a while under load. */
const LAZY = { timeout: 10_000 }

const rejected = buildProduct({
  id: 5,
  title: 'Djanet by night',
  subcategoryId: 1,
  status: 'rejected',
  rejection: {
    reason: 'poor_photos',
    note: 'The pictures are too dark.',
    by: { id: 2, name: 'Samira Moderator' },
    at: '2026-11-20T09:30:00.000Z',
  },
})

/** A user's server: their one rejected listing, which they may read (with its ETag) and edit. */
function serve() {
  let listing = rejected
  return stubFetch((request: FakeRequest) => {
    if (request.path === '/api/products/mine') {
      return jsonResponse(200, buildProductPage([listing], { limit: 10 }))
    }
    if (request.path === '/api/products/5' && request.method === 'GET') {
      return jsonResponse(200, listing, { ETag: '"3"' })
    }
    if (request.path === '/api/products/5' && request.method === 'PATCH') {
      // An owner's edit leaves a rejected listing rejected (decision 037).
      listing = { ...listing, ...(request.body as object) }
      return jsonResponse(200, listing, { ETag: '"4"' })
    }
    if (request.path === '/api/products/sub-categories') {
      return jsonResponse(200, [buildSubcategory({ id: 1, category: 'A' })])
    }
    if (request.path === '/api/products/wilayas') {
      return jsonResponse(200, [{ number: 16, name: 'Algiers' }])
    }
    return jsonResponse(200, [])
  })
}

describe('a user edits a rejected listing from My listings', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'user')
  })

  it('opens the edit form, and comes back to the same view once saved, asked to resubmit', async () => {
    const requests = serve()
    const { router } = renderRoutes(createRoutes, '/my-listings?status=rejected')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('link', { name: 'Edit Djanet by night' }, LAZY))

    const title = await screen.findByLabelText<HTMLInputElement>('Title', {}, LAZY)
    expect(title.value).toBe('Djanet by night')
    expect(screen.queryByText("You don't have permission to view this data.")).toBeNull()
    await user.clear(title)
    await user.type(title, 'Djanet under the stars')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(
      await screen.findByText(
        '"Djanet under the stars" was saved. Resubmit it when it is ready.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/my-listings')
    expect(router.state.location.search).toBe('?status=rejected')
    const card = screen.getByRole('listitem', { name: 'Djanet under the stars' })
    expect(within(card).getByRole('button', { name: /^Resubmit/ })).toBeEnabled()
    const patch = requests.find((r) => r.method === 'PATCH')
    expect(patch?.headers.get('If-Match')).toBe('"3"')
    expect(patch?.body).toEqual({ title: 'Djanet under the stars' })
  })

  it('cancels back to My listings, not to a page the user may not read', async () => {
    serve()
    const { router } = renderRoutes(createRoutes, '/my-listings?status=rejected')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('link', { name: 'Edit Djanet by night' }, LAZY))
    const cancel = await screen.findByRole('link', { name: 'Cancel' }, LAZY)
    expect(cancel).toHaveAttribute('href', '/my-listings?status=rejected')
    await user.click(cancel)
    expect(await screen.findByRole('heading', { name: 'My listings', level: 1 })).toBeVisible()
    expect(router.state.location.search).toBe('?status=rejected')
  })

  it('keeps the way back to the product page when the form is opened from anywhere else', async () => {
    serve()
    renderRoutes(createRoutes, '/products/5/edit')
    expect(await screen.findByRole('link', { name: 'Cancel' }, LAZY)).toHaveAttribute(
      'href',
      '/products/5',
    )
  })
})
