import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** A valid 1×1 PNG: the server checks the bytes and re-encodes it, so it must be real. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export type ApiProduct = {
  id: number
  title: string
  status: 'pending' | 'approved' | 'rejected'
  rejection: { reason: string; note: string | null } | null
  resubmitted: boolean
  wilaya: string
  isE: boolean
  isF: boolean
  isG: boolean
  isH: boolean
  averageRating: number | null
}

/** A unique suffix, so tests sharing one server never see each other's rows. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** Registers a plain user through the API (role `user`) and returns their tokens. */
export async function registerUser(request: APIRequestContext) {
  const id = unique()
  const credentials = { email: `e2e.${id}@example.dz`, password: 'Demo@2026' }
  const response = await request.post('/api/auth/register', {
    data: { username: 'Nadia Provider', phoneNumber: '+213661234567', ...credentials },
  })
  expect(response.status()).toBe(201)
  const tokens = (await response.json()) as { accessToken: string; role: string }
  expect(tokens.role).toBe('user')
  return { credentials, token: tokens.accessToken }
}

/** Calls the products API with a bearer token, as the seed's client would. */
export function productApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  return {
    async subcategoryOf(category: string): Promise<number> {
      const response = await request.get('/api/products/sub-categories', {
        headers,
        params: { lang: 'ar' },
      })
      expect(response.status()).toBe(200)
      const all = (await response.json()) as Array<{ id: number; category: string }>
      const found = all.find((s) => s.category === category)
      expect(found, `a subcategory of ${category}`).toBeTruthy()
      return found?.id ?? 0
    },
    /**
     * Creates a product with one picture, a 1×1 PNG unless another is given (pending when
     * `token` is not an admin's).
     */
    async create(fields: {
      title: string
      wilaya: string
      category?: string
      picture?: { name: string; mimeType: string; buffer: Buffer }
    }) {
      const category = fields.category ?? 'D'
      const response = await request.post('/api/products', {
        headers,
        multipart: {
          title: fields.title,
          price: '450',
          description: 'A week in the Tassili with a local guide.',
          location: 'Centre ville',
          wilaya: fields.wilaya,
          category,
          subcategoryId: String(await this.subcategoryOf(category)),
          pictures: fields.picture ?? { name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 },
        },
      })
      expect(response.status(), await response.text()).toBe(201)
      return (await response.json()) as ApiProduct
    },
    /**
     * Rejects a waiting product with a preset reason (the token must be staff's), naming the
     * version its waiting details answer, as a decision must.
     */
    async reject(id: number, reason = 'poor_photos'): Promise<ApiProduct> {
      const details = await request.get(`/api/products/waiting-list/${id}`, { headers })
      expect(details.status(), await details.text()).toBe(200)
      const response = await request.post(`/api/products/${id}/reject`, {
        headers: { ...headers, 'If-Match': details.headers().etag ?? '' },
        data: { reason },
      })
      expect(response.status(), await response.text()).toBe(200)
      return (await response.json()) as ApiProduct
    },
    async status(path: string): Promise<number> {
      return (await request.get(`/api${path}`, { headers })).status()
    },
    async get(path: string): Promise<ApiProduct> {
      const response = await request.get(`/api${path}`, { headers })
      expect(response.status(), `GET ${path}`).toBe(200)
      return (await response.json()) as ApiProduct
    },
  }
}
