import { TOTAL_COUNT_HEADER } from '@rihla/contract/banners'
import { type PageMeta, pageMetaSchema } from '@rihla/contract/pagination'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from './helpers'

/**
 * Every paged list answers the contract's page meta: the test walks the route table,
 * so a new list whose query takes `page` is checked without being named here.
 */

let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await signedIn(t, { role: 'admin' }))
  // A row in the lists that start empty, so each answer has something to page.
  await t.app.inject({
    method: 'POST',
    url: '/api/products/sub-categories',
    headers,
    payload: { nameAr: 'رحلة', nameFr: 'Voyage', nameEn: 'Trip', category: 'D' },
  })
})
afterAll(() => t.close())

/**
 * The seed's own shapes, kept where the seed reads them: its banners are a bare array with the
 * total in `X-Total-Count` (docs/seed-deviations.md, row 8).
 */
const HEADER_TOTAL_PAGES = ['GET /api/banners']

const fill = (url: string) => url.replace(/:[a-zA-Z]+/g, '1')
const META_KEYS = Object.keys(pageMetaSchema.shape) as Array<keyof PageMeta>

/** The page meta of an answer, wherever its list's shape puts it. */
function metaOf(route: string, body: unknown, totalHeader: string | undefined, asked: PageMeta) {
  if (Array.isArray(body)) {
    expect(HEADER_TOTAL_PAGES, `${route} answers a bare array`).toContain(route)
    const total = Number(totalHeader)
    return { ...asked, total, totalPages: Math.ceil(total / asked.limit) }
  }
  const answer = body as Record<string, unknown>
  // The standard envelope `{data, meta}`, or the seed's products shape, meta beside the rows.
  if ('meta' in answer) {
    expect(Object.keys(answer).sort(), route).toEqual(['data', 'meta'])
    return answer.meta
  }
  expect(Object.keys(answer).filter((key) => !META_KEYS.includes(key as keyof PageMeta))).toEqual([
    'products',
  ])
  return Object.fromEntries(META_KEYS.filter((key) => key in answer).map((k) => [k, answer[k]]))
}

describe('page shapes', () => {
  const pagedRoutes = () =>
    (t?.app.routeTable ?? []).filter((route) => {
      const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined
      return route.method === 'GET' && query?.shape !== undefined && 'page' in query.shape
    })

  it('finds every paged list in the route table', () => {
    const found = pagedRoutes().map((route) => `${route.method} ${route.url}`)
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'GET /api/products',
        'GET /api/products/mine',
        'GET /api/products/waiting-list',
        'GET /api/activity',
        'GET /api/banners',
        'GET /api/products/sub-categories',
      ]),
    )
  })

  it('answers the contract page meta on every list that takes `page`', async () => {
    const routes = pagedRoutes()
    expect(routes.length).toBeGreaterThan(5)
    for (const route of routes) {
      const name = `${route.method} ${route.url}`
      for (const [page, limit] of [
        [1, 3],
        [2, 1],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${fill(route.url)}?page=${page}&limit=${limit}`,
          headers,
        })
        expect(res.statusCode, name).toBe(200)
        const asked = { page, limit, total: 0, totalPages: 0 }
        const meta = pageMetaSchema
          .strict()
          .parse(metaOf(name, res.json(), res.headers[TOTAL_COUNT_HEADER] as string, asked))
        expect({ page: meta.page, limit: meta.limit }, name).toEqual({ page, limit })
        expect(meta.totalPages, name).toBe(Math.ceil(meta.total / limit))
      }
    }
  })
})
