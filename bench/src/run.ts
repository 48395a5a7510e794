// Load benchmark: starts the built server on the chosen database and drives each route with
// autocannon (50 connections after a warm-up), beside /api/health as the same run's baseline.
//   npm run bench -- [--db postgres|pglite] [--duration 10] [--connections 50]
// PostgreSQL uses DATABASE_URL; PGlite uses --data-dir (default ./data/bench). Seed first with
// `npm run bench:seed`. Results: bench/results/<date>-<db>.json and a table on stdout.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { type Floor, floorPath, startFloor } from './floor.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'data-dir': { type: 'string', default: './data/bench' },
    port: { type: 'string', default: '3700' },
    note: { type: 'string', default: '' },
    // Names the results file (results/<date>-<db>-<tag>.json), so runs of one day all stay.
    tag: { type: 'string', default: '' },
    // The built server to measure (a private build beside apps/api/dist works too).
    dist: { type: 'string', default: 'apps/api/dist' },
    // Only the routes whose names contain one of these (comma-separated), and no login.
    only: { type: 'string', default: '' },
  },
})
const port = Number(values.port)
const base = `http://127.0.0.1:${port}`
const duration = Number(values.duration)
const connections = Number(values.connections)

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'bench@rihla.dz',
    ADMIN_PASSWORD: 'Bench@2026',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // The bench signs one account in from one address again and again: it measures the work,
    // not the per-account-and-address sign-in limit.
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: '100000000',
    DATA_DIR: path.resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir']),
  }
  if (values.db !== 'postgres') delete env.DATABASE_URL
  return spawn(process.execPath, [path.resolve(root, values.dist, 'server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

type Row = {
  name: string
  path: string
  reqPerSec: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** CPU time (user + system) of the serving process per answered request, in ms. */
  cpuMsPerRequest?: number
  /** The same request to the floor server in the same run (bench/src/floor-server.ts). */
  floor?: Omit<Row, 'floor'>
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  opts: Partial<autocannon.Options> = {},
  pid = server.pid,
): Promise<Row> {
  const common = {
    url: url.startsWith('http') ? url : `${base}${url}`,
    connections,
    headers,
    ...opts,
  }
  await autocannon({ ...common, duration: Number(values.warmup) })
  const cpuBefore = pid ? cpuMs(pid) : 0
  const r = await autocannon({ ...common, duration })
  const cpu = pid ? cpuMs(pid) - cpuBefore : 0
  return {
    name,
    path: url,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    ...(pid && r.requests.total > 0
      ? { cpuMsPerRequest: Math.round((cpu / r.requests.total) * 1000) / 1000 }
      : {}),
  }
}

/**
 * CPU time a process has used, from /proc (user + system, in clock ticks of 10 ms). Per
 * request it is steadier than req/s on a machine shared with other work.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * Each way staff search, on products and users (decision 018). Terms match the
 * generator (bench/src/seed-data.ts): `Kabylie 1999` a few hundred rows, `Villa` one in 12,
 * `الاغواط` (stored with hamza, الأغواط, wilaya 3) one in 58, `Mediterranee` (stored with
 * accents) one in 8, a phone in local form (no product has one; user 12345 does), `Oran`
 * (wilaya 31, and a quarter of the users' e-mail domains).
 */
function searchScenarios(): Array<[string, string]> {
  const terms: Array<[string, string, string]> = [
    ['rare term', 'Kabylie 1999', 'user42424'],
    ['common term', 'Villa', 'Benali'],
    ['Arabic, no hamza', 'الاغواط', 'امين'],
    ['French, no accent', 'Mediterranee', 'Helene'],
    ['phone, local form', '0555123456', '0500012345'],
    ['wilaya by name', 'Oran', 'Oran'],
  ]
  const scenarios = terms.flatMap(
    ([name, product, user]): Array<[string, string]> => [
      [`search products: ${name}`, `/api/products?search=${encodeURIComponent(product)}&limit=7`],
      [`search users: ${name}`, `/api/users?search=${encodeURIComponent(user)}&limit=7`],
    ],
  )
  // Deep in a common term's matches, past the counted 100 (read on by offset).
  scenarios.push([
    'search products: common term, page 50',
    '/api/products?search=Villa&page=50&limit=7',
  ])
  return scenarios
}

const server = startServer()
let peakRss = 0
let floor: Floor | undefined
// A run stopped by Ctrl-C or a kill ends its servers too: the finally below does not run on a
// signal, and a floor server left listening disturbed the next run's figures.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.kill('SIGTERM')
    floor?.child.kill('SIGTERM')
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15))
  })
try {
  await waitForHealth()
  if (values.db === 'postgres' && process.env.DATABASE_URL)
    floor = await startFloor(port + 1, process.env.DATABASE_URL)
  const sampler = setInterval(() => {
    if (server.pid) peakRss = Math.max(peakRss, rssMb(server.pid))
  }, 250)
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@rihla.dz', password: 'Bench@2026' }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>)
  const auth = { authorization: `Bearer ${login.accessToken}` }
  const first = (await fetch(`${base}/api/products?limit=7`, { headers: auth }).then((r) =>
    r.json(),
  )) as { totalPages: number; products: Array<{ id: number }> }
  const last = first.totalPages
  const middle = Math.max(1, Math.floor(last / 2))
  const anId = first.products[0]?.id ?? 1

  const routes: Array<[string, string]> = [
    ['health (baseline)', '/api/health'],
    ['products page 1', '/api/products?page=1&limit=7'],
    ['products last page', `/api/products?page=${last}&limit=7`],
    ['products middle page', `/api/products?page=${middle}&limit=7`],
    ['products search common', '/api/products?search=Villa&limit=7'],
    ['products search rare', '/api/products?search=Casbah%20987654&limit=7'],
    ['products category filter', '/api/products?category=C&limit=7'],
    ['product by id', `/api/products/${anId}`],
    ['users page 1', '/api/users?page=1&limit=7'],
    ['users search', '/api/users?search=benali&limit=7'],
    ...searchScenarios(),
    ['waiting list', '/api/products/waiting-list?page=1&limit=2'],
    ['stats', '/api/stats'],
  ]
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  const rows: Row[] = []
  const only = values.only ? values.only.split(',') : []
  for (const [name, url] of routes) {
    if (only.length > 0 && !name.includes('baseline') && !only.some((o) => name.includes(o)))
      continue
    const row = await load(name, url, auth)
    const twin = floor && floorPath(name, anId)
    if (floor && twin)
      row.floor = await load(`${name} (floor)`, `${floor.base}${twin}`, {}, {}, floor.child.pid)
    rows.push(row)
    console.log(
      `${name.padEnd(26)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors + row.non2xx}${row.floor ? `  floor ${row.floor.reqPerSec} req/s p99 ${row.floor.p99} ms` : ''}`,
    )
  }
  const loginRow = await load(
    'login (argon2id)',
    '/api/auth/login',
    { 'content-type': 'application/json' },
    {
      method: 'POST',
      body: JSON.stringify({ email: 'bench@rihla.dz', password: 'Bench@2026' }),
      connections: 10,
    },
  )
  console.log(`login: ${loginRow.reqPerSec} req/s p99 ${loginRow.p99} ms`)
  clearInterval(sampler)

  const baseline = rows[0]?.reqPerSec ?? 1
  const date = new Date().toISOString().slice(0, 10)
  const result = {
    date,
    db: values.db,
    connections,
    duration,
    note: values.note,
    peakRssMb: Math.round(peakRss),
    lastPage: last,
    rows,
    login: loginRow,
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  const tag = values.tag ? `-${values.tag}` : ''
  const file = path.join(root, `bench/results/${date}-${values.db}${tag}.json`)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  const table = [
    `### ${date} — ${values.db}, ${connections} connections, ${duration} s per route ${values.note ? `(${values.note})` : ''}`,
    '',
    '| route | req/s | p50 ms | p99 ms | errors | × baseline | ours / floor | CPU ms/req |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.flatMap((r) => [
      `| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${(r.reqPerSec / baseline).toFixed(2)} | ${r.floor ? `**${(r.reqPerSec / r.floor.reqPerSec).toFixed(2)}**` : '–'} | ${r.cpuMsPerRequest ?? '–'} |`,
      ...(r.floor
        ? [
            `| ↳ floor server, same request | ${r.floor.reqPerSec} | ${r.floor.p50} | ${r.floor.p99} | ${r.floor.errors + r.floor.non2xx} | ${(r.floor.reqPerSec / baseline).toFixed(2)} | 1 | ${r.floor.cpuMsPerRequest ?? '–'} |`,
          ]
        : []),
    ]),
    `| login (argon2id, 10 conn.) | ${loginRow.reqPerSec} | ${loginRow.p50} | ${loginRow.p99} | ${loginRow.errors + loginRow.non2xx} | – | – | ${loginRow.cpuMsPerRequest ?? '–'} |`,
    '',
    `Peak API memory: ${Math.round(peakRss)} MB RSS. Last page: ${last}. Load average (1, 5, 15 min) ${loadBefore} before and ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} after. Floor: bare Fastify + node-postgres, one prepared statement, no auth (\`bench/src/floor-server.ts\`). Raw: \`bench/results/${path.basename(file)}\`.`,
    '',
  ].join('\n')
  console.log(`\n${table}`)
  console.log(`written ${path.relative(root, file)}`)
} finally {
  server.kill('SIGTERM')
  floor?.child.kill('SIGTERM')
}
