// Table soak: for --minutes, refresh tokens are rotated at the
// documented refresh limit and sign-ups with a taken e-mail are sent at the documented sign-up
// limit from many addresses, against the built server on PostgreSQL; every table's row count is
// sampled, and the run fails if a table keeps growing once the first sweeps have run.
//   npm run table-soak -w @rihla/bench -- --minutes 60 --record
// Uses a fresh database `rihla_table_soak` on --pg (default postgres://postgres@127.0.0.1:5432),
// dropped and re-created at the start. The sweeps run sooner than in production
// (SESSION_SWEEP_INTERVAL_MS, REFRESH_TOKEN_RETENTION_MINUTES, SIGNUP_WINDOW_SECONDS, below),
// so that the plateau every table must reach shows within the run. --record writes the report
// to bench/results/.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  freshDatabase,
  recordResults,
  sleep,
  soakOptions,
  startServer,
  today,
  waitForHealth,
} from './harness'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    // Samples before this are the build-up (rows live a retention plus a sweep interval).
    'warmup-minutes': { type: 'string', default: '2.5' },
    sessions: { type: 'string', default: '20' },
    // Refused sign-ups a second, all addresses together.
    'signups-per-second': { type: 'string', default: '10' },
    ...soakOptions('rihla_table_soak', 3117),
  },
})
const minutes = Number(values.minutes)
const warmupMinutes = Math.min(Number(values['warmup-minutes']), minutes / 2)
const sessionCount = Number(values.sessions)
const signupsPerSecond = Number(values['signups-per-second'])
const SAMPLE_MS = 15_000

// The documented limits (README): renewals per session per window, sign-ups per address per
// window. Only the sign-up window and the sweeps are shortened.
const REFRESH_MAX_PER_SESSION = 10
const REFRESH_WINDOW_SECONDS = 60
const SIGNUP_MAX_PER_IP = 10
const SIGNUP_WINDOW_SECONDS = 60
const SWEEPS = {
  SESSION_SWEEP_INTERVAL_MS: '60000',
  REFRESH_TOKEN_RETENTION_MINUTES: '1',
  EVENTS_RETENTION_MINUTES: '1',
}

await freshDatabase(values.pg, values.database)

const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-table-soak-'))
const server = startServer({
  dist: values.dist,
  port: Number(values.port),
  dataDir,
  databaseUrl: `${values.pg}/${values.database}`,
  env: {
    SEED_DEMO: 'false',
    // The soak's client is the one proxy in front: X-Forwarded-For names each address.
    TRUST_PROXY: 'true',
    REFRESH_MAX_PER_SESSION: String(REFRESH_MAX_PER_SESSION),
    REFRESH_WINDOW_SECONDS: String(REFRESH_WINDOW_SECONDS),
    SIGNUP_MAX_PER_IP: String(SIGNUP_MAX_PER_IP),
    SIGNUP_WINDOW_SECONDS: String(SIGNUP_WINDOW_SECONDS),
    ...SWEEPS,
  },
})

const db = new pg.Client({ connectionString: `${values.pg}/${values.database}` })
const statuses = new Map<string, Map<number, number>>()
const count = (name: string, status: number) => {
  const byStatus = statuses.get(name) ?? new Map<number, number>()
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  statuses.set(name, byStatus)
}
const post = (url: string, body: unknown, address: string) =>
  fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
const PASSWORD = 'Dunes-of-Taghit-2026'
const person = (i: number) => ({
  username: 'Soak User',
  email: `soak-${i}@rihla.dz`,
  password: PASSWORD,
  phoneNumber: `+2135500${String(i).padStart(5, '0')}`,
})

type Sample = { t: number; counts: Record<string, number> }
const samples: Sample[] = []
let failure: string | undefined

try {
  await waitForHealth(server, 120_000)
  await db.connect()
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((row) => row.name)
  const sample = async (t: number) => {
    const counts: Record<string, number> = {}
    for (const table of tables) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}"`)
      counts[table] = rows[0]?.n ?? 0
    }
    samples.push({ t, counts })
  }

  // The sessions that rotate: one sign-up each, from an address of its own (the sign-ups'
  // own limit is per address), which the session keeps for its renewals.
  const sessionAddress = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`
  const tokens: string[] = []
  for (let i = 0; i < sessionCount; i++) {
    const res = await post('/api/auth/register', person(i), sessionAddress(i))
    if (res.status !== 201) throw new Error(`sign-up ${i}: ${res.status} ${await res.text()}`)
    tokens.push(((await res.json()) as { refreshToken: string }).refreshToken)
  }
  console.log(
    `table soak: ${minutes} min, ${sessionCount} sessions renewing ${REFRESH_MAX_PER_SESSION}/${REFRESH_WINDOW_SECONDS}s, ` +
      `${signupsPerSecond} refused sign-ups/s (${SIGNUP_MAX_PER_IP} per address), ${tables.length} tables`,
  )

  const started = performance.now()
  const endAt = started + minutes * 60_000
  const elapsed = () => performance.now() - started
  await sample(0)

  // Each session renews at the limit: one renewal per window/max, a little over so a slow
  // answer never makes the next one early.
  const renewEveryMs = Math.ceil((REFRESH_WINDOW_SECONDS * 1000) / REFRESH_MAX_PER_SESSION) + 100
  const renewals = tokens.map(async (first, i) => {
    let token = first
    await sleep((renewEveryMs * i) / sessionCount)
    while (performance.now() < endAt) {
      const next = performance.now() + renewEveryMs
      const res = await post('/api/auth/refresh-token', { refreshToken: token }, sessionAddress(i))
      count('refresh', res.status)
      if (res.ok) token = ((await res.json()) as { refreshToken: string }).refreshToken
      else await res.text()
      await sleep(Math.max(0, next - performance.now()))
    }
  })

  // Refused sign-ups: a taken e-mail, SIGNUP_MAX_PER_IP from each address, then a new address
  // (an address is never used again, so the limiter gets new keys all the time).
  let addressSeq = 0
  const signupAddress = (n: number) =>
    `172.${16 + Math.floor(n / 65_025)}.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`
  const signups = (async () => {
    let sent = 0
    while (performance.now() < endAt) {
      const next = started + ((sent + 1) * 1000) / signupsPerSecond
      const address = signupAddress(Math.floor(sent / SIGNUP_MAX_PER_IP))
      sent++
      void post('/api/auth/register', person(sent % sessionCount), address)
        .then(async (res) => {
          count('sign-up (taken e-mail)', res.status)
          await res.text()
        })
        .catch(() => count('sign-up (taken e-mail)', 0))
      addressSeq = Math.floor(sent / SIGNUP_MAX_PER_IP)
      await sleep(Math.max(0, next - performance.now()))
    }
  })()

  const sampler = (async () => {
    while (performance.now() < endAt) {
      await sleep(Math.min(SAMPLE_MS, endAt - performance.now()))
      await sample(elapsed())
    }
  })()
  await Promise.all([...renewals, signups, sampler])
  await sleep(500)
  console.log(`${addressSeq + 1} sign-up addresses used`)

  // The verdict: after the build-up, no table may keep growing. The later half of the settled
  // samples may not pass the earlier half's highest count by more than 20% (plus 20 rows).
  const settled = samples.filter((s) => s.t >= warmupMinutes * 60_000)
  const half = Math.floor(settled.length / 2)
  const earlier = settled.slice(0, Math.max(1, half))
  const later = settled.slice(Math.max(1, half))
  const growing: string[] = []
  for (const table of tables) {
    const bound = Math.max(...earlier.map((s) => s.counts[table] ?? 0)) * 1.2 + 20
    const top = Math.max(...later.map((s) => s.counts[table] ?? 0))
    if (later.length > 0 && top > bound) growing.push(`${table} (${top} > ${Math.round(bound)})`)
  }
  if (growing.length > 0) failure = `tables still growing: ${growing.join(', ')}`
} catch (error) {
  failure = error instanceof Error ? error.message : String(error)
} finally {
  await db.end().catch(() => undefined)
  server.child.kill('SIGTERM')
  await server.exited
  rmSync(dataDir, { recursive: true, force: true })
}

// The figures: every table that was ever non-empty, once a minute (and the last sample).
const shown = Object.keys(samples[0]?.counts ?? {}).filter((table) =>
  samples.some((s) => (s.counts[table] ?? 0) > 0),
)
const perMinute = samples.filter(
  (s, i) => i === samples.length - 1 || Math.round(s.t / 1000) % 60 < SAMPLE_MS / 1000,
)
const header = `| minute | ${shown.join(' | ')} |`
const rule = `|---|${shown.map(() => '---:').join('|')}|`
const rows = perMinute.map(
  (s) => `| ${(s.t / 60_000).toFixed(1)} | ${shown.map((t) => s.counts[t] ?? 0).join(' | ')} |`,
)
const answers = [...statuses].map(
  ([name, byStatus]) =>
    `${name}: ${[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ')}`,
)
const table = [header, rule, ...rows].join('\n')
console.log(table)
console.log(answers.join('\n'))
console.log(failure ? `FAILED: ${failure}` : 'every table stayed bounded')

if (values.record) {
  recordResults(
    'table-soak',
    `
## Table soak

${today()}, \`npm run table-soak -w @rihla/bench -- --minutes ${minutes} --record\`: the built
server on PostgreSQL (fresh database), ${sessionCount} sessions each renewing at the documented
limit (${REFRESH_MAX_PER_SESSION} per ${REFRESH_WINDOW_SECONDS} s, from an address of its own) and
${signupsPerSecond} sign-ups a second with a taken e-mail at the documented per-address limit
(${SIGNUP_MAX_PER_IP} from each address, then a new one, through \`X-Forwarded-For\` with
\`TRUST_PROXY=true\`). Shortened so the plateau shows within the run: \`SIGNUP_WINDOW_SECONDS=60\`,
\`SESSION_SWEEP_INTERVAL_MS=60000\`, \`REFRESH_TOKEN_RETENTION_MINUTES=1\`,
\`EVENTS_RETENTION_MINUTES=1\` (the limiter sweep runs every minute anyway). Row counts of every
table that held rows, about once a minute:

${table}

Answers: ${answers.join('; ')}.

Verdict: ${failure ? `**failed**: ${failure}` : `every table stayed bounded after the first ${warmupMinutes} minutes (the later half of the samples never passed the earlier half's highest count by more than 20% + 20 rows)`}.
`,
  )
}
if (failure) process.exitCode = 1
