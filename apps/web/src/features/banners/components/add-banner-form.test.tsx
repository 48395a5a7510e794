import { MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { browser } from '@/lib/browser'
import { storage } from '@/lib/storage'
import { buildBanner } from '@/testing/catalogue-factories'
import { type FakeRequest, jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { AddBannerForm } from './add-banner-form'

function renderForm(answer: (request: FakeRequest) => Response | Promise<Response>) {
  const calls = stubFetch(answer)
  const onAdded = vi.fn()
  renderRoutes([{ path: '/', element: <AddBannerForm onAdded={onAdded} /> }])
  // The picker accepts images only; the checks must hold for whatever a browser lets through.
  return { calls, onAdded, user: userEvent.setup({ applyAccept: false }) }
}

const png = (size = 64) => new File([new Uint8Array(size)], 'b.png', { type: 'image/png' })
const picker = () => screen.getByLabelText('Banner Image')
const submit = () => screen.getByRole('button', { name: 'Add Banner' })

// Whole screens with user-event: the default 5 s is too tight on a busy machine.
describe('AddBannerForm', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
  })

  it('checks the image in the seed order: required, an image, at most 10 MB', async () => {
    const { calls, user } = renderForm(() => jsonResponse(201, buildBanner(9)))
    await user.click(submit())
    expect(await screen.findByText(MESSAGES.banner.required)).toBeInTheDocument()
    expect(picker()).toHaveFocus()

    await user.upload(picker(), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText(MESSAGES.banner.notImage)).toBeInTheDocument()
    await user.click(submit())
    expect(screen.getByText(MESSAGES.banner.notImage)).toBeInTheDocument()

    await user.upload(picker(), png(MAX_UPLOAD_BYTES + 1))
    expect(await screen.findByText(MESSAGES.banner.tooLarge)).toBeInTheDocument()
    await user.click(submit())
    expect(screen.getByText(MESSAGES.banner.tooLarge)).toBeInTheDocument()
    expect(picker()).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toHaveLength(0)
  })

  it('previews the chosen image and revokes the preview when the choice changes', async () => {
    const created = vi.fn((_: Blob) => `blob:preview-${created.mock.calls.length}`)
    const revoked = vi.fn()
    // jsdom has no object URLs: a subclass adds them for this test only.
    class UrlWithObjects extends URL {
      static override createObjectURL = created
      static override revokeObjectURL = revoked
    }
    vi.stubGlobal('URL', UrlWithObjects)
    const { user } = renderForm(() => jsonResponse(201, buildBanner(9)))
    await user.upload(picker(), png())
    const preview = await screen.findByRole('img', { name: 'Preview of the selected banner' })
    expect(preview).toHaveAttribute('src', 'blob:preview-1')
    await user.upload(picker(), png(128))
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'blob:preview-2')
    expect(revoked).toHaveBeenCalledWith('blob:preview-1')
  })

  it('sends the file as multipart in the "banner" field, says "Adding Banner..." meanwhile', async () => {
    let answer: (response: Response) => void = () => {}
    const { calls, onAdded, user } = renderForm(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    )
    const file = png()
    await user.upload(picker(), file)
    await user.click(submit())
    expect(await screen.findByRole('button', { name: 'Adding Banner...' })).toBeDisabled()
    const body = calls[0]?.body
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/banners' })
    expect(body instanceof FormData ? body.get('banner') : null).toBe(file)
    answer(jsonResponse(201, buildBanner(9)))
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledOnce())
  })

  it.each([
    [
      'a 401',
      () => jsonResponse(401, { message: 'Invalid or expired token' }),
      'Authentication failed. Please log in again.',
    ],
    [
      'a server message',
      () => jsonResponse(415, { message: MESSAGES.banner.notImage }),
      MESSAGES.banner.notImage,
    ],
    [
      'a failure without a message',
      () => new Response('', { status: 502 }),
      'Failed to add banner',
    ],
    [
      'an answer that is not a banner',
      () => jsonResponse(201, { id: 'x' }),
      'An unexpected error occurred',
    ],
  ])('shows the right text for %s and keeps the chosen image', async (_name, answer, text) => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const { onAdded, user } = renderForm(answer)
    await user.upload(picker(), png())
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect((picker() as HTMLInputElement).files?.[0]?.name).toBe('b.png')
    expect(onAdded).not.toHaveBeenCalled()
  })

  it('says "Authentication required. Please log in." without a token and sends nothing', async () => {
    storage.remove('token')
    const { calls, user } = renderForm(() => jsonResponse(201, buildBanner(9)))
    await user.upload(picker(), png())
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication required. Please log in.',
    )
    expect(calls).toHaveLength(0)
  })
})
