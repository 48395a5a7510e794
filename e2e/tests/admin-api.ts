import type { Page } from '@playwright/test'
import { ADMIN, expect } from './fixtures'

/** What the users tests read back from the API, to compare the screen with the server. */
export type ApiUser = {
  id: number
  username: string
  email: string
  phoneNumber: string
  isBlocked: boolean
}
export type ApiUserPage = {
  data: ApiUser[]
  meta: { page: number; limit: number; total: number; totalPages: number }
}

/** Calls the API as the signed-in admin (the page's own requests carry no header). */
export function adminApi(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  return {
    async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
      const response = await page.request.get(`/api${path}`, { headers, params })
      expect(response.status(), `GET ${path}`).toBe(200)
      return (await response.json()) as T
    },
    async put(path: string, data?: unknown): Promise<void> {
      const response = await page.request.put(`/api${path}`, { headers, data })
      expect(response.status(), `PUT ${path}`).toBe(200)
    },
    /** Staff powers over accounts (a block, a role) need the password again (decision 055). */
    async stepUp(password = ADMIN.password): Promise<void> {
      const response = await page.request.post('/api/auth/step-up', { headers, data: { password } })
      expect(response.status(), 'POST /auth/step-up').toBe(204)
    },
    async findUser(email: string): Promise<ApiUser> {
      // A search matches every word of the term anywhere (decision 018): pick the exact email.
      const found = await this.get<ApiUserPage>('/users', { search: email, limit: 100 })
      const user = found.data.find((row) => row.email === email)
      expect(user?.email).toBe(email)
      return user as ApiUser
    },
  }
}
