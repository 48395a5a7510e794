import type { AdminBanner } from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { buildAdminBanner } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { fromLocalInput, toLocalInput } from './banner-form-values'
import { BannersList } from './banners-list'

/**
 * The list with one banner, and `answer` for the edits (PATCH, PUT …/image); the list is
 * answered with `listed`, which a test may change to play someone else's save.
 */
function serve(listed: { banner: AdminBanner }, answer: (request: FakeRequest) => Response) {
  return stubFetch((request) =>
    request.method === 'GET' ? jsonResponse(200, [listed.banner]) : answer(request),
  )
}

async function openEditor() {
  const user = userEvent.setup()
  renderRoutes([{ path: '/banners', element: <BannersList /> }], '/banners')
  await user.click(await screen.findByRole('button', { name: 'Edit banner 1' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit banner 1' })
  return { user, dialog }
}

const saved = (banner: AdminBanner) => jsonResponse(200, banner, { ETag: `"${banner.version}"` })
const edits = (calls: FakeRequest[]) => calls.filter((call) => call.method !== 'GET')
const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('EditBannerForm', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  it('opens with the values read and sends only what changed, with the version read', async () => {
    const banner = buildAdminBanner(1, {
      link: { productId: 12 },
      productTitle: 'Umrah',
      activeFrom: '2026-05-01T08:00:00.000Z',
      version: 4,
    })
    const listed = { banner }
    const calls = serve(listed, () =>
      saved({ ...banner, link: { url: 'https://rihla.dz/hajj' }, version: 5 }),
    )
    const { user, dialog } = await openEditor()
    const link = within(dialog).getByLabelText('Link')
    expect(link).toHaveFocus()
    expect(link).toHaveValue('12')
    // Typed and shown as ISO text, the time after a space.
    expect(within(dialog).getByLabelText('Show from')).toHaveValue(
      toLocalInput('2026-05-01T08:00:00.000Z').replace('T', ' '),
    )
    expect(within(dialog).getByLabelText('Show until')).toHaveValue('')
    expect(within(dialog).getByRole('checkbox', { name: /Active/ })).toBeChecked()

    await user.clear(link)
    await user.type(link, 'https://rihla.dz/hajj')
    setDate(dialog, 'Show until', '2026-06-01T10:30')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Banner saved.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const [patch] = edits(calls)
    expect(patch).toMatchObject({ method: 'PATCH', path: '/api/banners/1' })
    expect(patch?.headers.get('If-Match')).toBe('"4"')
    expect(patch?.body).toEqual({
      link: { url: 'https://rihla.dz/hajj' },
      activeTo: fromLocalInput('2026-06-01T10:30'),
    })
  })

  it('checks the link and the schedule before sending anything', async () => {
    const calls = serve({ banner: buildAdminBanner(1) }, () => jsonResponse(500, {}))
    const { user, dialog } = await openEditor()
    await user.type(within(dialog).getByLabelText('Link'), 'http://rihla.dz')
    setDate(dialog, 'Show from', '2026-06-02T10:00')
    setDate(dialog, 'Show until', '2026-06-01T10:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(MESSAGES.banner.link)).toBeInTheDocument()
    expect(within(dialog).getByText(MESSAGES.banner.schedule)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Link')).toHaveFocus()
    expect(edits(calls)).toHaveLength(0)
  })

  it('sends nothing while a schedule date does not read, and says so on its field', async () => {
    const calls = serve({ banner: buildAdminBanner(1) }, () => jsonResponse(500, {}))
    const { user, dialog } = await openEditor()
    await user.type(within(dialog).getByLabelText('Show from'), '2026-06-31 10:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const from = within(dialog).getByLabelText('Show from')
    expect(from).toHaveValue('2026-06-31 10:00')
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveFocus()
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a date and time as YYYY-MM-DD HH:MM, for example 2026-11-27 14:30.',
    )
    expect(edits(calls)).toHaveLength(0)
  })

  it('shows the server refusal of a product number under the link', async () => {
    serve({ banner: buildAdminBanner(1) }, () =>
      jsonResponse(400, {
        message: MESSAGES.banner.linkProduct,
        code: 'banner.linkProduct',
        details: [MESSAGES.banner.linkProduct],
      }),
    )
    const { user, dialog } = await openEditor()
    await user.type(within(dialog).getByLabelText('Link'), '999')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(MESSAGES.banner.linkProduct)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows both versions on a conflict, and reapplies only my change over theirs', async () => {
    const banner = buildAdminBanner(1)
    const theirs = { ...banner, active: false, state: 'inactive' as const, version: 2 }
    const calls = serve({ banner }, (request) =>
      request.headers.get('If-Match') === '"1"'
        ? jsonResponse(409, {
            message: MESSAGES.generic.stale,
            code: 'generic.stale',
            current: theirs,
          })
        : saved({ ...theirs, link: { url: 'https://rihla.dz' }, version: 3 }),
    )
    const { user, dialog } = await openEditor()
    await user.type(within(dialog).getByLabelText('Link'), 'https://rihla.dz')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    const panel = await within(dialog).findByTestId('conflict-panel')
    const rows = within(panel).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldSaved nowYours',
      'LinkNo linkhttps://rihla.dz',
      'ActiveOffNot changed by you',
    ])
    await user.click(within(panel).getByRole('button', { name: 'Reapply my changes' }))
    expect(await screen.findByText('Banner saved.')).toBeInTheDocument()
    const retry = edits(calls)[1]
    expect(retry?.headers.get('If-Match')).toBe('"2"')
    // Their switch stays off: only the link, which I changed, goes back.
    expect(retry?.body).toEqual({ link: { url: 'https://rihla.dz' } })
  })

  it('refills the form with what is saved now when I discard mine', async () => {
    const banner = buildAdminBanner(1)
    const theirs = { ...banner, link: { productId: 8 }, version: 2 }
    serve({ banner }, () =>
      jsonResponse(409, {
        message: MESSAGES.generic.stale,
        code: 'generic.stale',
        current: theirs,
      }),
    )
    const { user, dialog } = await openEditor()
    await user.type(within(dialog).getByLabelText('Link'), '7')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Discard mine' }))
    expect(within(dialog).getByLabelText('Link')).toHaveValue('8')
    expect(within(dialog).getByText(/Your changes were discarded/)).toBeInTheDocument()
  })

  it('replaces the image with the version the link change answered', async () => {
    const banner = buildAdminBanner(1, { version: 3 })
    const calls = serve({ banner }, (request) =>
      request.method === 'PATCH'
        ? saved({ ...banner, active: false, version: 4 })
        : saved({ ...banner, url: '/uploads/banners/new.webp', active: false, version: 5 }),
    )
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }))
    const file = new File([new Uint8Array(64)], 'new.png', { type: 'image/png' })
    await user.upload(within(dialog).getByLabelText('Replace the image'), file)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(edits(calls)).toHaveLength(2))
    const [patch, image] = edits(calls)
    expect(patch?.body).toEqual({ active: false })
    expect(image).toMatchObject({ method: 'PUT', path: '/api/banners/1/image' })
    expect(image?.headers.get('If-Match')).toBe('"4"')
    expect(image?.body instanceof FormData ? image.body.get('banner') : null).toBe(file)
    expect(await screen.findByText('Banner saved.')).toBeInTheDocument()
  })
})
