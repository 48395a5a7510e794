import type { MyProduct, Statement } from '@rihla/contract/appeals'
import { MESSAGES } from '@rihla/contract/messages'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { buildProduct, buildProductPage } from '@/testing/product-factories'
import { renderRoutes } from '@/testing/render'
import { MyListings } from './my-listings'

const statement: Statement = {
  productId: 5,
  title: 'Djanet by night',
  reason: 'poor_photos',
  note: 'The pictures are too dark.',
  version: 3,
  signals: true,
  decidedBy: 'a moderator',
  decidedAt: '2026-11-20T09:30:00.000Z',
  appeal: { how: 'POST /api/products/{id}/appeal', until: '2026-12-04T09:30:00.000Z', open: true },
  appealed: null,
}
const rejected: MyProduct = {
  ...buildProduct({
    id: 5,
    title: 'Djanet by night',
    status: 'rejected',
    rejection: {
      reason: 'poor_photos',
      note: 'The pictures are too dark.',
      by: null,
      at: statement.decidedAt,
    },
  }),
  statement,
}

/** A fake server: the listing as `now()` says, and the appeals it was sent. */
function serve(now: () => MyProduct) {
  const appeals: unknown[] = []
  stubFetch((request) => {
    if (request.path === '/api/products/mine') {
      return jsonResponse(200, buildProductPage([now()], { limit: 10 }))
    }
    if (request.method === 'POST' && request.path === '/api/products/5/appeal') {
      appeals.push(request.body)
      return jsonResponse(201, {
        id: 9,
        productId: 5,
        status: 'open',
        message: 'It is sharp on a phone.',
        createdAt: '2026-11-21T08:00:00.000Z',
      })
    }
    return jsonResponse(404, { message: 'Not found' })
  })
  return appeals
}

describe('the statement of reasons in My listings', () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'user')
  })

  it('says why, on which version, that a signal was on it and that a moderator decided; then appeals once', async () => {
    let current = rejected
    const appeals = serve(() => current)
    renderRoutes([{ path: '/my-listings', element: <MyListings /> }], '/my-listings')
    const user = userEvent.setup()
    const why = await screen.findByRole('region', { name: 'Why it was rejected' })
    expect(within(why).getByText(MESSAGES.rejection.poor_photos)).toBeInTheDocument()
    expect(why).toHaveTextContent('Version rejected: 3')
    expect(why).toHaveTextContent('An automatic duplicate or risk signal was on the listing')
    expect(why).toHaveTextContent('Decided by a moderator on')

    // An empty appeal is refused by the contract's rule, before any call.
    await user.click(within(why).getByRole('button', { name: 'Appeal' }))
    expect(await within(why).findByText(MESSAGES.appeal.message)).toBeInTheDocument()
    expect(appeals).toEqual([])

    current = {
      ...rejected,
      statement: {
        ...statement,
        appeal: { ...statement.appeal, open: false },
        appealed: {
          id: 9,
          productId: 5,
          status: 'open',
          message: 'It is sharp on a phone.',
          createdAt: '2026-11-21T08:00:00.000Z',
        },
      },
    }
    await user.type(
      within(why).getByLabelText('Why should the decision change?'),
      'It is sharp on a phone.',
    )
    await user.click(within(why).getByRole('button', { name: 'Appeal' }))
    await waitFor(() => expect(appeals).toEqual([{ message: 'It is sharp on a phone.' }]))
    expect(
      await screen.findByText('Your appeal was sent; another moderator will decide.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument()
  })
})
