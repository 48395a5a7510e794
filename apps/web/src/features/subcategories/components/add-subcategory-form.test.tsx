import { MESSAGES } from '@rihla/contract/messages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { buildSubcategory } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { AddSubcategoryForm } from './add-subcategory-form'

function renderForm(answer: (request: FakeRequest) => Response) {
  const calls = stubFetch(answer)
  const onAdded = vi.fn()
  renderRoutes([{ path: '/', element: <AddSubcategoryForm onAdded={onAdded} /> }])
  return { calls, onAdded, user: userEvent.setup() }
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Arabic Name'), 'فيلات')
  await user.type(screen.getByLabelText('French Name'), 'Villas')
  await user.type(screen.getByLabelText('English Name'), 'Villas')
  await user.selectOptions(screen.getByLabelText('Category'), 'C')
}

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('AddSubcategoryForm', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it('posts the three names and the category, then calls onAdded', async () => {
    const { calls, onAdded, user } = renderForm(() => jsonResponse(201, buildSubcategory(40)))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }))
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledOnce())
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/products/sub-categories',
      body: { nameAr: 'فيلات', nameFr: 'Villas', nameEn: 'Villas', category: 'C' },
    })
  })

  it('stays on the form with the error and what was typed when adding fails', async () => {
    const { onAdded, user } = renderForm(() =>
      jsonResponse(403, { message: MESSAGES.auth.forbidden }),
    )
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.forbidden)
    expect(screen.getByLabelText('Arabic Name')).toHaveValue('فيلات')
    expect(screen.getByLabelText('Category')).toHaveValue('C')
    expect(onAdded).not.toHaveBeenCalled()
  })

  it('requires every field, the category among the four codes', async () => {
    const { calls, user } = renderForm(() => jsonResponse(201, buildSubcategory(40)))
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }))
    const m = MESSAGES.subcategory
    for (const message of [m.nameAr, m.nameFr, m.nameEn, m.category]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(calls).toHaveLength(0)
  })

  it('says "Authentication required" without a token', async () => {
    storage.remove('token')
    const { calls, user } = renderForm(() => jsonResponse(201, buildSubcategory(40)))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required')
    expect(calls).toHaveLength(0)
  })
})
