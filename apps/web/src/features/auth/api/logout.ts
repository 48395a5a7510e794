import { RELOAD_AFTER_LOGOUT_MS } from '@/config/reload-delays'
import { post } from '@/lib/api-client'
import { browser } from '@/lib/browser'
import { clearSession, storage } from '@/lib/storage'

/**
 * Revokes the refresh token when it can, then forgets the session whatever the answer: a failed
 * network must never keep someone signed in.
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
