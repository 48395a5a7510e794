import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadLocale, useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { buildUser, buildUserPage } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { UsersList } from './users-list'

const me = buildUser({ id: 12, username: 'Amina Benali', role: 'admin' })

/** A server whose block refusal says `refusal`; every list call gets one page with `me`. */
function serve(refusal: { message: string; code?: string }) {
  return stubFetch((request) =>
    request.method === 'PUT' ? jsonResponse(400, refusal) : jsonResponse(200, buildUserPage([me])),
  )
}

async function blockMyself() {
  renderRoutes([{ path: '/', element: <UsersList /> }])
  const user = userEvent.setup()
  const menu = { name: 'Actions pour Amina Benali' }
  await user.click(await screen.findByRole('button', menu, { timeout: 10_000 }))
  await user.click(screen.getByRole('menuitem', { name: 'Bloquer' }))
  // A block asks first, in French too.
  const dialog = await screen.findByRole('alertdialog', { name: "Bloquer l'utilisateur" })
  await user.click(within(dialog).getByRole('button', { name: 'Bloquer' }))
  return screen.findByRole('alert', {}, { timeout: 10_000 })
}

describe('server errors on a French screen', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
    // The French texts arrive with a dynamic import: wait for them before the first render.
    await loadLocale('fr')
    useLocaleStore.getState().setLocale('fr')
  })

  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it("shows the server's refusal in French", async () => {
    serve({ message: 'You cannot block your own account.', code: 'user.selfBlock' })
    expect(await blockMyself()).toHaveTextContent('Vous ne pouvez pas bloquer votre propre compte.')
  })

  it('reads the code, not the English wording, which may change', async () => {
    serve({ message: 'Blocking yourself is not allowed.', code: 'user.selfBlock' })
    expect(await blockMyself()).toHaveTextContent('Vous ne pouvez pas bloquer votre propre compte.')
  })

  it('shows an uncoded or unknown refusal as the server wrote it', async () => {
    serve({ message: 'Blocking yourself is not allowed.', code: 'user.somethingNew' })
    expect(await blockMyself()).toHaveTextContent('Blocking yourself is not allowed.')
  })
})
