import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, image } from './factories'
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from './helpers'

/**
 * The OpenAPI document is usable by other tools with no glue (decisions 044, 054): it passes
 * Redocly's recommended-strict rules (the engine of Redocly CLI, offline: built-in rules only,
 * no telemetry), and a client generated from it by openapi-typescript runs the moderation flow
 * through openapi-fetch against the server, uploads included, type-checked with no cast. The
 * document does not depend on the database: PGlite only (`.pglite.`).
 */

const FLOW = './openapi-client/moderation-flow.ts'

let t: TestApp
let spec: OpenAPI3
let dir: string
let baseUrl: string
beforeAll(async () => {
  t = await createTestApp()
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  spec = res.json<OpenAPI3>()
  dir = await mkdtemp(path.join(tmpdir(), 'rihla-openapi-'))
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

/**
 * Redocly's `recommended-strict` set (every rule of `recommended` an error), less the rules
 * that do not fit this API, each for its reason.
 */
const LINT_RULES = {
  // The seed fixes the paths: `/api/products/{id}/…` beside `/api/products/sub-categories/{id}`
  // and `/api/products/waiting-list/{id}`. The router takes a static segment first, and an id
  // is a number, so a path never means two routes.
  'no-ambiguous-paths': 'off',
  // A back office's private API states no licence.
  'info-license': 'off',
  // The probes and the public settings cannot fail for a client's fault: they give no 4xx,
  // and say so (each other route's 4xx answers are checked in openapi.test.ts).
  'operation-4xx-response': 'off',
  // Every tag an operation uses is declared with its description.
  'operation-tag-defined': 'error',
} as const

describe('OpenAPI document for other tools', () => {
  it('is OpenAPI 3.1 and passes the linter', async () => {
    expect(spec.openapi).toBe('3.1.0')
    const config = await createConfig({ extends: ['recommended-strict'], rules: LINT_RULES })
    const problems = await lintFromString({
      source: JSON.stringify(spec),
      absoluteRef: path.join(dir, 'openapi.json'),
      config,
    })
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    )
    expect(lines).toEqual([])
  })

  it('names, sums up and tags every operation, each id once', () => {
    const ids: string[] = []
    for (const [route, item] of Object.entries(spec.paths ?? {})) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
        const found = item && !('$ref' in item) ? item[method] : undefined
        if (!found || '$ref' in found) continue
        const operation = found
        const where = `${method.toUpperCase()} ${route}`
        expect(operation.operationId, where).toMatch(/^[a-z]+[A-Za-z]*$/)
        expect(operation.summary?.length ?? 0, where).toBeGreaterThan(5)
        expect(operation.tags?.length, where).toBe(1)
        ids.push(operation.operationId ?? '')
      }
    }
    expect(ids.length).toBeGreaterThan(70)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('generates a client whose moderation flow type-checks with no cast and runs', async () => {
    // openapi-typescript's documented option for uploads: a binary string is a Blob.
    const blob = ts.factory.createTypeReferenceNode('Blob')
    const types = astToString(
      await openapiTS(spec, {
        transform: (schema) => (schema.format === 'binary' ? blob : undefined),
      }),
    )
    await writeFile(path.join(dir, 'api.gen.d.ts'), types)
    const flow = path.join(dir, 'moderation-flow.ts')
    await copyFile(path.join(import.meta.dirname, FLOW), flow)
    const client = path.join(dir, 'client.ts')
    await writeFile(client, CLIENT)
    expect(typeErrors([flow, client])).toEqual([])
    expect(await readFlowSource()).not.toMatch(/\bas (never|any|unknown)\b|<any>/)

    const seller = await createUser(t, { role: 'user', username: 'Samira Seller' })
    const moderator = await createUser(t, { role: 'moderator' })
    const subcategory = await createSubcategory(t, 'D', 'Seaside')
    const picture = new Blob([new Uint8Array(await image('png'))], { type: 'image/png' })
    // Imported by a computed name: its types exist only once generated above, so the project's
    // own type check leaves the file out (tsconfig) and its answer is read through `expect`.
    const { moderationFlow } = await import(FLOW)
    const result = await moderationFlow(
      baseUrl,
      {
        seller: { email: seller.email, password: TEST_PASSWORD },
        moderator: { email: moderator.email, password: TEST_PASSWORD },
      },
      picture,
      subcategory.id,
    )
    expect(result).toMatchObject({
      etag: expect.stringMatching(/^"\d+"$/),
      pictures: 2,
      queued: ['A week in Tigzirt', 'A weekend in Tigzirt'],
      submitter: 'Samira Seller',
      approved: 'approved',
      undoUntil: expect.any(String),
      rejected: 'poor_photos',
      stale: {
        answer: 409,
        code: 'generic.stale',
        current: { status: 'approved', version: expect.any(Number) },
      },
    })
  })
})

/** The flow as written, to prove it holds no cast. */
function readFlowSource() {
  return readFile(path.join(import.meta.dirname, FLOW), 'utf8')
}

/** What TypeScript, strict, says of these files with the generated types and openapi-fetch. */
function typeErrors(files: string[]): string[] {
  const require = createRequire(import.meta.url)
  const fetchTypes = path.join(
    path.dirname(require.resolve('openapi-fetch/package.json')),
    'dist/index.d.mts',
  )
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { 'openapi-fetch': [fetchTypes] },
  })
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n')
    const at =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined
    return `${path.basename(d.file?.fileName ?? '')}:${(at?.line ?? -1) + 1} ${text}`
  })
}

/**
 * Calls through openapi-fetch typed by the generated `paths`: right ones compile, and each
 * `@ts-expect-error` proves a wrong one is refused (tsc reports an unused one as an error).
 */
const CLIENT = `
import createClient from 'openapi-fetch'
import type { components, operations, paths } from './api.gen'

const api = createClient<paths>({ baseUrl: 'http://localhost:3000' })
const auth = { authorization: 'Bearer token' }

export async function calls(): Promise<void> {
  const signIn = await api.POST('/api/auth/login', {
    body: { email: 'admin@example.com', password: 'secret' },
  })
  if (signIn.error) {
    const code: components['schemas']['ErrorResponse']['code'] = signIn.error.code
    const message: string = signIn.error.message
    void code
    void message
  }

  const list = await api.GET('/api/products', {
    params: { query: { page: 2, limit: 10, status: 'pending' } },
    headers: auth,
  })
  if (list.data) {
    const total: number = list.data.total
    const names: string[] = list.data.products.map((p) => p.title)
    void total
    void names
  }

  const one = await api.GET('/api/products/{id}', { params: { path: { id: 7 } }, headers: auth })
  const id: number | undefined = one.data?.id
  void id

  const undo = await api.POST('/api/products/{id}/undo', {
    params: { path: { id: 7 }, header: { 'If-Match': '"3"' } },
  })
  void undo.response.status

  const ended = await api.POST('/api/auth/logout', { headers: auth })
  const nothing: undefined = ended.data
  void nothing

  // @ts-expect-error the body misses the password
  await api.POST('/api/auth/login', { body: { email: 'admin@example.com' } })
  // @ts-expect-error a status the contract does not have
  await api.GET('/api/products', { params: { query: { status: 'sold' } } })
  // @ts-expect-error the path needs its id
  await api.GET('/api/products/{id}', {})
  // @ts-expect-error no such route
  await api.GET('/api/nowhere')
}

// Each operation by its id, as a generated SDK would name it.
export type SignIn = operations['postAuthLogin']['requestBody']
export type Product = operations['getProductsById']['responses'][200]['content']['application/json']
export type Conflict = operations['postProductsByIdUndo']['responses'][409]
`
