import { RELOAD_AFTER_LOGOUT_MS } from '@/config/reload-delays'
import { post } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { clearSession, storage } from '@/lib/storage'

/**
 * Revokes the refresh token on the server when it can, then forgets the session whatever the
 * answer: a user who asks to leave must never stay signed in because the network failed.
 * The reload lands on /login through the route guard.
 */
export async function logout(): Promise<void> {
  const refreshToken = storage.get('refreshToken')
  try {
    await post('/auth/logout', refreshToken ? { refreshToken } : {})
  } catch {
    // Best effort only; the local session is cleared below either way.
  }
  clearSession()
  setTimeout(() => browser.reload(), RELOAD_AFTER_LOGOUT_MS)
}
