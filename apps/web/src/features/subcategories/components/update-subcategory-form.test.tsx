import { MESSAGES } from '@rihla/contract/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storage } from '@/lib/storage'
import { buildSubcategory } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { UpdateSubcategoryForm } from './update-subcategory-form'

const cafes = buildSubcategory(7, {
  nameAr: 'مقاهي',
  name: 'مقاهي',
  nameFr: 'Cafés',
  nameEn: 'Coffee shops',
  category: 'B',
})

/** A fake server with the subcategory above; PATCH answers `onPatch`. */
function serve(onPatch: (request: FakeRequest) => Response | Promise<Response>) {
  return stubFetch((request) => {
    if (request.method === 'PATCH') return onPatch(request)
    return request.path === '/api/products/sub-categories/7'
      ? jsonResponse(200, cafes)
      : jsonResponse(404, { message: MESSAGES.subcategory.notFound })
  })
}

function renderForm(id: number | null = 7) {
  const onUpdated = vi.fn()
  renderRoutes([
    { path: '/', element: <UpdateSubcategoryForm subcategoryId={id} onUpdated={onUpdated} /> },
  ])
  return { onUpdated, user: userEvent.setup() }
}

const field = (label: string) => screen.getByLabelText(label)

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('UpdateSubcategoryForm', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it('is filled with the current names and category, the Arabic name right to left', async () => {
    const calls = serve(() => jsonResponse(200, cafes))
    renderForm()
    expect(await screen.findByLabelText('Arabic Name')).toHaveValue('مقاهي')
    expect(field('Arabic Name')).toHaveAttribute('dir', 'rtl')
    expect(field('Arabic Name')).toHaveAttribute('lang', 'ar')
    expect(field('French Name')).toHaveValue('Cafés')
    expect(field('English Name')).toHaveValue('Coffee shops')
    expect(field('Category')).toHaveValue('B')
    expect(calls[0]?.query.get('lang')).toBe('en')
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/subcategories')
  })

  it('sends the four fields with PATCH, says "Updating..." meanwhile, then calls onUpdated', async () => {
    let answer: (response: Response) => void = () => {}
    const calls = serve(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { onUpdated, user } = renderForm()
    await user.clear(await screen.findByLabelText('English Name'))
    await user.type(field('English Name'), 'Cafes')
    await user.selectOptions(field('Category'), 'C')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled()
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.path).toBe('/api/products/sub-categories/7')
    expect(patch?.body).toEqual({
      nameAr: 'مقاهي',
      nameFr: 'Cafés',
      nameEn: 'Cafes',
      category: 'C',
    })
    answer(jsonResponse(200, { ...cafes, nameEn: 'Cafes', category: 'C' }))
    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledOnce())
  })

  it('a stale save shows what changed beside what was typed, and reapplies it', async () => {
    let patches = 0
    const calls = stubFetch((request) => {
      if (request.method === 'GET') return jsonResponse(200, cafes, { ETag: '"2"' })
      patches += 1
      if (patches > 1) return jsonResponse(200, { ...cafes, nameEn: 'Cafes' }, { ETag: '"4"' })
      return jsonResponse(409, {
        message: MESSAGES.generic.stale,
        code: 'generic.stale',
        current: { ...cafes, nameEn: 'Coffee houses', version: 3 },
      })
    })
    const { onUpdated, user } = renderForm()
    await user.clear(await screen.findByLabelText('English Name'))
    await user.type(field('English Name'), 'Cafes')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    const panel = await screen.findByRole('region', {
      name: 'Someone else saved this while you were editing',
    })
    const rows = within(panel).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['English NameCoffee housesCafes'])
    expect(onUpdated).not.toHaveBeenCalled()
    await user.click(within(panel).getByRole('button', { name: 'Reapply my changes' }))
    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledOnce())
    const patchesSent = calls.filter((call) => call.method === 'PATCH')
    expect(patchesSent.map((call) => call.headers.get('if-match'))).toEqual(['"2"', '"3"'])
    expect(patchesSent[1]?.body).toMatchObject({ nameEn: 'Cafes', nameFr: 'Cafés' })
  })

  it('discarding mine fills the form with the values saved now', async () => {
    stubFetch((request) =>
      request.method === 'GET'
        ? jsonResponse(200, cafes, { ETag: '"2"' })
        : jsonResponse(409, {
            message: MESSAGES.generic.stale,
            code: 'generic.stale',
            current: { ...cafes, nameFr: 'Salons de thé', version: 3 },
          }),
    )
    renderForm()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('English Name'), ' and tea')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await user.click(await screen.findByRole('button', { name: 'Discard mine' }))
    expect(await screen.findByLabelText('French Name')).toHaveValue('Salons de thé')
    expect(field('English Name')).toHaveValue('Coffee shops')
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were discarded')
  })

  it("shows the server's message on failure and keeps what was typed", async () => {
    const refused = 'This subcategory is used by products; its category cannot change.'
    serve(() => jsonResponse(409, { message: refused }))
    const { onUpdated, user } = renderForm()
    await user.type(await screen.findByLabelText('French Name'), ' du centre')
    await user.selectOptions(field('Category'), 'D')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(refused)
    expect(field('French Name')).toHaveValue('Cafés du centre')
    expect(field('Category')).toHaveValue('D')
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled()
    expect(onUpdated).not.toHaveBeenCalled()
  })

  it('says "Failed to update subcategory" when the server gives no reason', async () => {
    serve(() => new Response('gateway down', { status: 502 }))
    const { user } = renderForm()
    await user.click(await screen.findByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update subcategory')
  })

  it('says "An unexpected error occurred" for a failure that is not an HTTP one', async () => {
    serve(() => jsonResponse(200, { unexpected: 'shape' }))
    const { user } = renderForm()
    await user.click(await screen.findByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred')
  })

  it('requires the three names with the contract messages, and sends nothing', async () => {
    const calls = serve(() => jsonResponse(200, cafes))
    const { user } = renderForm()
    for (const label of ['Arabic Name', 'French Name', 'English Name']) {
      await user.clear(await screen.findByLabelText(label))
    }
    await user.type(field('French Name'), '   ')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    const m = MESSAGES.subcategory
    expect(await screen.findByText(m.nameAr)).toBeInTheDocument()
    expect(screen.getByText(m.nameFr)).toBeInTheDocument()
    expect(screen.getByText(m.nameEn)).toBeInTheDocument()
    expect(field('Arabic Name')).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('says "Subcategory not found" for an unknown id', async () => {
    serve(() => jsonResponse(200, cafes))
    renderForm(99)
    expect(await screen.findByText('Subcategory not found')).toBeInTheDocument()
  })
})
