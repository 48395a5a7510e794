// Soak: a long mixed read/write load on the built server over PostgreSQL with the demo data,
// checking that nothing fails and that memory stays flat (RSS sampled every 5 s).
//   npm run soak [-- --minutes 10 --connections 50 --record]
// Uses a fresh database `rihla_soak` on --pg (default postgres://postgres@127.0.0.1:5432),
// dropped and re-created at the start. --record writes its report to bench/results/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  freshDatabase,
  recordResults,
  root,
  rssMb,
  signIn,
  sleep,
  soakOptions,
  startServer,
  stepUp,
  today,
  waitForHealth,
} from './harness'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'warmup-minutes': { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    ...soakOptions('rihla_soak', 3107),
  },
})
const minutes = Number(values.minutes)
const warmupMinutes = Math.min(Number(values['warmup-minutes']), minutes / 2)
const connections = Number(values.connections)
const SAMPLE_MS = 5_000

// A fresh database for the run.
await freshDatabase(values.pg, values.database)

const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-soak-'))
const server = startServer({
  dist: values.dist,
  port: Number(values.port),
  dataDir,
  databaseUrl: `${values.pg}/${values.database}`,
  env: {
    SEED_DEMO: 'true',
    // One token for the whole run, stepped up for all of it (the mix blocks users).
    ACCESS_TOKEN_TTL_SECONDS: String(Math.ceil(minutes * 60) + 3600),
    STEP_UP_MINUTES: String(Math.min(720, Math.ceil(minutes) + 10)),
  },
})

type Sample = { t: number; rssMb: number }
const samples: Sample[] = []
const byType = new Map<string, Map<number, number>>()
const count = (name: string, status: number) => {
  const statuses = byType.get(name) ?? new Map<number, number>()
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
  byType.set(name, statuses)
}

try {
  await waitForHealth(server, 120_000)
  const pid = server.child.pid ?? 0
  const auth = await signIn(server.base)
  await stepUp(server.base, auth)
  const get = async <T>(url: string) => {
    const res = await fetch(`${server.base}${url}`, { headers: auth })
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    return (await res.json()) as T
  }
  const userPage = await get<{ data: Array<{ id: number; role: string }> }>('/api/users?limit=100')
  const demoUsers = userPage.data.filter((u) => u.role !== 'admin').map((u) => u.id)
  const productPage = await get<{ products: Array<{ id: number }>; totalPages: number }>(
    '/api/products?limit=100',
  )
  const productIds = productPage.products.map((p) => p.id)
  const pages = (await get<{ totalPages: number }>('/api/products?limit=7')).totalPages
  if (demoUsers.length === 0 || productIds.length === 0) throw new Error('no demo data')
  console.log(
    `soak: ${minutes} min, ${connections} connections, ${demoUsers.length} demo users, ${productIds.length} products`,
  )

  let sequence = 0
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T
  const terms = ['Oran', 'Umrah', 'Villa', 'Tour', 'Restaurant', 'سفر', 'Alger', 'zz-nothing']
  type Ctx = { subcategoryId?: number; userId?: number }
  // setupRequest may return nothing: autocannon then starts the walk again (its types say
  // otherwise, its documentation says so).
  type Req = Omit<autocannon.Request, 'setupRequest' | 'onResponse'> & {
    name: string
    setupRequest?: (r: autocannon.Request, context: Ctx) => autocannon.Request | undefined
    onResponse?: (status: number, body: string, context: Ctx) => void
  }
  const json = { ...auth, 'content-type': 'application/json' }
  // Each connection walks this list in order, again and again (autocannon resets the context
  // at the start of each walk). Writes are paired (create/update/delete, block/unblock), so
  // the data stays the same size however long the run.
  const mix: Req[] = [
    {
      name: 'products page',
      method: 'GET',
      path: '/api/products?page=1&limit=7',
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        path: `/api/products?page=${1 + Math.floor(Math.random() * pages)}&limit=7`,
      }),
    },
    {
      name: 'products search',
      method: 'GET',
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        path: `/api/products?search=${encodeURIComponent(pick(terms))}&limit=7`,
      }),
    },
    { name: 'stats', method: 'GET', path: '/api/stats' },
    {
      name: 'product details',
      method: 'GET',
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        path: `/api/products/${pick(productIds)}`,
      }),
    },
    {
      name: 'user details',
      method: 'GET',
      setupRequest: (r: autocannon.Request) => ({ ...r, path: `/api/users/${pick(demoUsers)}` }),
    },
    {
      name: 'users search',
      method: 'GET',
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        path: `/api/users?search=${encodeURIComponent(pick(['a', 'ben', 'gmail', '0555']))}&limit=7`,
      }),
    },
    {
      name: 'top-bar search',
      method: 'GET',
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        path: `/api/search?q=${encodeURIComponent(pick(terms))}`,
      }),
    },
    {
      name: 'create subcategory',
      method: 'POST',
      path: '/api/products/sub-categories',
      headers: json,
      setupRequest: (r: autocannon.Request) => {
        sequence += 1
        return {
          ...r,
          body: JSON.stringify({
            nameAr: `فئة ${sequence}`,
            nameFr: `Catégorie ${sequence}`,
            nameEn: `Soak ${sequence}`,
            category: pick(['A', 'B', 'C', 'D']),
          }),
        }
      },
      onResponse: (status: number, body: string, context: Ctx) => {
        if (status === 201) context.subcategoryId = (JSON.parse(body) as { id: number }).id
      },
    },
    {
      name: 'update subcategory',
      method: 'PATCH',
      headers: json,
      // Without the created id the walk starts again (counted as a reset, and the failed
      // create is already counted as an error).
      setupRequest: (r: autocannon.Request, context: Ctx) =>
        context.subcategoryId === undefined
          ? undefined
          : {
              ...r,
              path: `/api/products/sub-categories/${context.subcategoryId}`,
              body: JSON.stringify({
                nameAr: 'فئة معدلة',
                nameFr: 'Catégorie modifiée',
                nameEn: `Soak updated ${context.subcategoryId}`,
                category: 'A',
              }),
            },
    },
    {
      name: 'read subcategory',
      method: 'GET',
      setupRequest: (r: autocannon.Request, context: Ctx) =>
        context.subcategoryId === undefined
          ? undefined
          : { ...r, path: `/api/products/sub-categories/${context.subcategoryId}?lang=fr` },
    },
    {
      name: 'delete subcategory',
      method: 'DELETE',
      headers: auth,
      setupRequest: (r: autocannon.Request, context: Ctx) =>
        context.subcategoryId === undefined
          ? undefined
          : { ...r, path: `/api/products/sub-categories/${context.subcategoryId}` },
    },
    {
      name: 'block user',
      method: 'PUT',
      headers: auth,
      setupRequest: (r: autocannon.Request, context: Ctx) => {
        context.userId = pick(demoUsers)
        return { ...r, path: `/api/users/${context.userId}/block` }
      },
    },
    {
      name: 'unblock user',
      method: 'PUT',
      headers: auth,
      setupRequest: (r: autocannon.Request, context: Ctx) => ({
        ...r,
        path: `/api/users/${context.userId ?? pick(demoUsers)}/unblock`,
      }),
    },
    {
      name: 'rate product',
      method: 'POST',
      path: '/api/products/rate',
      headers: json,
      setupRequest: (r: autocannon.Request) => ({
        ...r,
        body: JSON.stringify({
          productId: pick(productIds),
          rating: 1 + Math.floor(Math.random() * 5),
        }),
      }),
    },
  ]
  const requests = mix.map(
    ({ name, onResponse, setupRequest, ...request }): autocannon.Request => ({
      ...request,
      ...(setupRequest
        ? {
            setupRequest: setupRequest as (r: autocannon.Request, c: object) => autocannon.Request,
          }
        : {}),
      onResponse: (status: number, body: string, context: object) => {
        count(name, status)
        onResponse?.(status, body, context as Ctx)
      },
    }),
  )

  const started = performance.now()
  const sample = () => {
    try {
      samples.push({ t: (performance.now() - started) / 1000, rssMb: rssMb(pid) })
    } catch {
      // the process is gone: the load's errors will say so
    }
  }
  sample()
  const sampler = setInterval(sample, SAMPLE_MS)
  const progress = setInterval(() => {
    const last = samples.at(-1)
    const total = [...byType.values()].reduce(
      (n, statuses) => n + [...statuses.values()].reduce((a, b) => a + b, 0),
      0,
    )
    console.log(
      `  ${Math.round((performance.now() - started) / 60_000)} min: ${total} responses, RSS ${last?.rssMb.toFixed(0)} MB`,
    )
  }, 60_000)
  const result = await autocannon({
    url: server.base,
    connections,
    duration: Math.round(minutes * 60),
    headers: auth,
    requests,
    timeout: 30,
  })
  clearInterval(sampler)
  clearInterval(progress)
  sample()

  server.child.kill('SIGTERM')
  const exit = await server.exited

  // Memory: the level after the warm-up against the level at the end, and the trend between.
  const warm = samples.filter((s) => s.t >= warmupMinutes * 60)
  const median = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] ?? 0
  }
  const rssAfterWarmup = median(warm.slice(0, 3).map((s) => s.rssMb))
  const rssEnd = median(warm.slice(-3).map((s) => s.rssMb))
  const n = warm.length
  const meanT = warm.reduce((a, s) => a + s.t, 0) / n
  const meanR = warm.reduce((a, s) => a + s.rssMb, 0) / n
  const slopePerSecond =
    warm.reduce((a, s) => a + (s.t - meanT) * (s.rssMb - meanR), 0) /
    (warm.reduce((a, s) => a + (s.t - meanT) ** 2, 0) || 1)
  const windowSeconds = (warm.at(-1)?.t ?? 0) - (warm[0]?.t ?? 0)
  const fittedRiseMb = slopePerSecond * windowSeconds
  const endChange = rssAfterWarmup ? (rssEnd - rssAfterWarmup) / rssAfterWarmup : 0
  const fittedRise = rssAfterWarmup ? fittedRiseMb / rssAfterWarmup : 0

  const statuses: Record<string, Record<string, number>> = {}
  for (const [name, s] of byType) statuses[name] = Object.fromEntries(s)
  const failures = result.errors + result.timeouts + result.non2xx
  const memoryFlat = endChange <= 0.15 && fittedRise <= 0.1
  const pass = failures === 0 && memoryFlat && exit.code === 0
  const summary = {
    date: today(),
    db: 'postgres (demo data)',
    minutes,
    warmupMinutes,
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    resets: result.resets,
    statusesByRequest: statuses,
    rss: {
      startMb: Math.round(samples[0]?.rssMb ?? 0),
      afterWarmupMb: Math.round(rssAfterWarmup),
      endMb: Math.round(rssEnd),
      peakMb: Math.round(Math.max(...samples.map((s) => s.rssMb))),
      endChangePercent: Math.round(endChange * 1000) / 10,
      slopeMbPerMinute: Math.round(slopePerSecond * 60 * 100) / 100,
      fittedRisePercent: Math.round(fittedRise * 1000) / 10,
    },
    shutdown: exit,
    pass,
    samples: samples.map((s) => ({ t: Math.round(s.t), rssMb: Math.round(s.rssMb * 10) / 10 })),
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  const file = path.join(root, `bench/results/${summary.date}-soak.json`)
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)

  const rows = [...byType].map(([name, s]) => {
    const total = [...s.values()].reduce((a, b) => a + b, 0)
    const codes = [...s].map(([code, k]) => `${code}×${k}`).join(', ')
    return `| ${name} | ${total} | ${codes} |`
  })
  const markdown = [
    '## Soak',
    '',
    `### ${summary.date} — PostgreSQL, demo data, ${connections} connections, ${minutes} min`,
    '',
    `Command: \`npm run build && npm run soak -- ${process.argv.slice(2).join(' ')}\`. Raw: \`bench/results/${summary.date}-soak.json\`.`,
    '',
    `${summary.requests} requests (${summary.reqPerSec} req/s), p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms; errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx}.`,
    '',
    '| request | responses | statuses |',
    '|---|---:|---|',
    ...rows,
    '',
    `RSS: ${summary.rss.startMb} MB at start, ${summary.rss.afterWarmupMb} MB after the ${warmupMinutes}-minute warm-up, ${summary.rss.endMb} MB at the end (${summary.rss.endChangePercent >= 0 ? '+' : ''}${summary.rss.endChangePercent} %), peak ${summary.rss.peakMb} MB; trend after warm-up ${summary.rss.slopeMbPerMinute} MB/min (fitted rise ${summary.rss.fittedRisePercent} % over the run).`,
    `Shut down with SIGTERM after the load: exit code ${exit.code}.`,
    '',
    `**${pass ? 'Pass' : 'Fail'}** (criteria: no errors or non-2xx; RSS at the end within 15 % of the level after warm-up and a fitted rise under 10 %; clean exit).`,
  ].join('\n')
  console.log(`\n${markdown}\n`)
  console.log(`written ${path.relative(root, file)}`)
  if (values.record) recordResults('soak', markdown)
  process.exitCode = pass ? 0 : 1
} catch (error) {
  console.error(error)
  console.error(server.output())
  process.exitCode = 1
} finally {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
    await Promise.race([server.exited, sleep(12_000)])
  }
  rmSync(dataDir, { recursive: true, force: true })
}
