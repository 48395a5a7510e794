// Chaos: what a client sees when the database goes away, and whether acknowledged writes
// survive crashes.
//   npm run chaos [-- --rounds 20 --clients 20 --outage 5 --only postgres|pglite --record]
// PostgreSQL: a private cluster (initdb in --pg-dir, port --pg-port; run as the `postgres` OS
// user when started as root) under a write load; it is stopped with `-m immediate` (a crash)
// for --outage seconds and started again. Requests during the outage must fail fast with a
// JSON 503, the server must recover by itself, and no acknowledged write may be missing.
// PGlite: the server is killed with SIGKILL at a random moment of a write load, --rounds
// times; each restart must open the database and find every acknowledged write.
// Results: bench/results/<date>-chaos.json; --record adds its report as <date>-chaos.md.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import pg from 'pg'
import {
  percentile,
  type RunningServer,
  recordResults,
  root,
  signIn,
  sleep,
  startServer,
  today,
  waitForHealth,
} from './harness'

const run = promisify(execFile)
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '20' },
    outage: { type: 'string', default: '5' },
    only: { type: 'string' },
    'stop-mode': { type: 'string', default: 'immediate' },
    'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    'pg-dir': { type: 'string', default: '/tmp/rihla-chaos-pg' },
    'pg-port': { type: 'string', default: '55432' },
    port: { type: 'string', default: '3105' },
    dist: { type: 'string', default: 'apps/api/dist' },
    record: { type: 'boolean', default: false },
  },
})
const clients = Number(values.clients)
const rounds = Number(values.rounds)
const outageMs = Number(values.outage) * 1000
const port = Number(values.port)

// ---------------------------------------------------------------------------------------------
// The write load: `clients` loops creating subcategories with unique names; every 201 is an
// acknowledged write (its id and name are kept and looked for later).

type Outcome = { start: number; end: number; status: number; jsonMessage: boolean }
type Ack = { id: number; name: string }

class WriteLoad {
  readonly outcomes: Outcome[] = []
  readonly acked: Ack[] = []
  private stopped = false
  private readonly loops: Promise<void>[]

  constructor(base: string, auth: Record<string, string>, prefix: string) {
    this.loops = Array.from({ length: clients }, (_, worker) =>
      this.loop(base, auth, `${prefix}-${worker}`),
    )
  }

  private async loop(base: string, auth: Record<string, string>, prefix: string) {
    for (let i = 0; !this.stopped; i++) {
      const name = `${prefix}-${i}`
      const start = performance.now()
      let status = 0
      let body: unknown
      try {
        const res = await fetch(`${base}/api/products/sub-categories`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ nameAr: name, nameFr: name, nameEn: name, category: 'A' }),
          signal: AbortSignal.timeout(15_000),
        })
        status = res.status
        body = await res.json().catch(() => undefined)
      } catch {
        status = 0 // no answer: connection refused or reset, or the time-out
      }
      const end = performance.now()
      const jsonMessage =
        typeof body === 'object' &&
        body !== null &&
        typeof (body as { message?: unknown }).message === 'string'
      if (this.stopped && status === 0) return
      this.outcomes.push({ start, end, status, jsonMessage })
      if (status === 201) this.acked.push({ id: (body as { id: number }).id, name })
      // A client backs off a little after a failure instead of spinning.
      else await sleep(50)
    }
  }

  async stop() {
    this.stopped = true
    await Promise.all(this.loops)
  }

  statuses(from = 0, to = Number.POSITIVE_INFINITY): Record<string, number> {
    const counts: Record<string, number> = {}
    for (const o of this.outcomes) {
      if (o.start < from || o.start > to) continue
      counts[o.status] = (counts[o.status] ?? 0) + 1
    }
    return counts
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a private cluster, crashed in the middle of the load.

const asPostgres = process.getuid?.() === 0
async function pgCtl(...args: string[]) {
  const bin = path.join(values['pg-bin'], 'pg_ctl')
  return asPostgres ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args)
}

async function postgresScenario() {
  const dir = values['pg-dir']
  const pgPort = Number(values['pg-port'])
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    await pgCtl('-D', dir, 'stop', '-m', 'immediate').catch(() => undefined)
  }
  rmSync(dir, { recursive: true, force: true })
  const initdb = path.join(values['pg-bin'], 'initdb')
  const initArgs = ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']
  await (asPostgres
    ? run('runuser', ['-u', 'postgres', '--', initdb, ...initArgs])
    : run(initdb, initArgs))
  const startPg = () =>
    pgCtl('-D', dir, '-l', path.join(dir, 'server.log'), '-o', `-p ${pgPort} -k /tmp`, 'start')
  await startPg()
  await waitForPostgres(url, 30_000)

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-chaos-pg-api-'))
  const server = startServer({ dist: values.dist, port, dataDir, databaseUrl: url })
  try {
    await waitForHealth(server, 120_000)
    const auth = await signIn(server.base)
    const t0 = performance.now()
    const load = new WriteLoad(server.base, auth, 'pg')
    await sleep(3_000)

    const down = performance.now()
    await pgCtl('-D', dir, 'stop', '-m', values['stop-mode'])
    const stopped = performance.now()
    await sleep(outageMs)
    const restart = performance.now()
    await startPg()
    const ready = await waitForPostgres(url, 60_000)
    await sleep(4_000)
    await load.stop()
    const finished = performance.now()

    // Requests sent while the database was away: they must fail fast, as JSON 503s.
    const outage = load.outcomes.filter((o) => o.start >= stopped && o.start < ready)
    const failed = outage.filter((o) => o.status !== 201)
    const failedMs = failed.map((o) => o.end - o.start)
    // For comparison: acknowledged writes before the crash, on the same loaded machine.
    const healthyMs = load.outcomes
      .filter((o) => o.status === 201 && o.end < down)
      .map((o) => o.end - o.start)
    const non503 = failed.filter((o) => o.status !== 503 || !o.jsonMessage).length
    const firstOk = load.outcomes
      .filter((o) => o.status === 201 && o.end >= ready)
      .reduce((a, o) => Math.min(a, o.end), Number.POSITIVE_INFINITY)
    const recoveryMs = Math.max(0, firstOk - ready)

    // Every acknowledged write is in the database.
    const check = new pg.Client({ connectionString: url })
    await check.connect()
    const { rows } = await check.query<{ id: number; name_en: string }>(
      "select id, name_en from subcategories where name_en like 'pg-%'",
    )
    await check.end()
    const found = new Map(rows.map((r) => [r.name_en, r.id]))
    const lost = load.acked.filter((a) => found.get(a.name) !== a.id)
    const unacknowledgedFound = rows.length - (load.acked.length - lost.length)

    server.child.kill('SIGTERM')
    const exit = await server.exited
    if (exit.code !== 0) console.error(`server exited ${exit.code}:\n${server.output()}`)
    const result = {
      clients,
      outageSeconds: outageMs / 1000,
      stopMode: values['stop-mode'],
      requests: load.outcomes.length,
      statuses: load.statuses(),
      // Sent while the database was down, and while it was starting again (crash recovery).
      statusesWhileDown: load.statuses(stopped, restart),
      statusesWhileStarting: load.statuses(restart, ready),
      healthyWriteMs: {
        p50: Math.round(percentile(healthyMs, 50)),
        p99: Math.round(percentile(healthyMs, 99)),
      },
      failFast: {
        failedRequests: failed.length,
        notJson503: non503,
        p50Ms: Math.round(percentile(failedMs, 50)),
        p99Ms: Math.round(percentile(failedMs, 99)),
        maxMs: Math.round(Math.max(0, ...failedMs)),
        // Down: connections refused. Starting: PostgreSQL answers 57P03 during crash recovery.
        whileDownP99Ms: Math.round(
          percentile(
            failed.filter((o) => o.start < restart).map((o) => o.end - o.start),
            99,
          ),
        ),
        whileStartingP99Ms: Math.round(
          percentile(
            failed.filter((o) => o.start >= restart).map((o) => o.end - o.start),
            99,
          ),
        ),
      },
      timeline: {
        loadStartedS: 0,
        stopIssuedS: round1((down - t0) / 1000),
        stoppedS: round1((stopped - t0) / 1000),
        restartIssuedS: round1((restart - t0) / 1000),
        databaseReadyS: round1((ready - t0) / 1000),
        firstAcknowledgedWriteAfterReadyS: round1((firstOk - t0) / 1000),
        loadStoppedS: round1((finished - t0) / 1000),
      },
      recoveryMs: Math.round(recoveryMs),
      writesAcknowledged: load.acked.length,
      writesFound: load.acked.length - lost.length,
      writesLost: lost.length,
      unacknowledgedWritesFound: unacknowledgedFound,
      shutdownExitCode: exit.code,
      pass:
        lost.length === 0 &&
        non503 === 0 &&
        percentile(failedMs, 99) < 1000 &&
        recoveryMs <= 5000 &&
        failed.length > 0,
    }
    console.log('postgres:', JSON.stringify(result, null, 2))
    return result
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
    await pgCtl('-D', dir, 'stop', '-m', 'fast').catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Polls until PostgreSQL accepts a connection and answers; returns that moment. */
async function waitForPostgres(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now()
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 })
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      return performance.now()
    } catch {
      await client.end().catch(() => undefined)
      if (performance.now() - started > timeoutMs) throw new Error('PostgreSQL did not start')
      await sleep(20)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// PGlite: SIGKILL at a random moment, restart, look for every acknowledged write.

type Round = {
  round: number
  openMs: number
  writesAcknowledged: number
  killedAfterMs: number
  missing: number
}

async function pgliteScenario() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-chaos-pglite-'))
  const acked: Ack[] = []
  const roundsDone: Round[] = []
  const openFailures: Array<{ round: number; output: string }> = []
  let requests = 0
  const statuses: Record<string, number> = {}
  let missingTotal = 0
  let exitCode: number | null = null

  /** Starts the server on the folder and checks every write acknowledged so far. */
  const reopen = async (round: number) => {
    const started = performance.now()
    const server = startServer({ dist: values.dist, port: port + 1, dataDir })
    try {
      await waitForHealth(server, 120_000)
    } catch (error) {
      openFailures.push({ round, output: String(error).slice(-4000) })
      await stopServer(server)
      return undefined
    }
    const openMs = performance.now() - started
    const auth = await signIn(server.base)
    const res = await fetch(`${server.base}/api/products/sub-categories?lang=en`, {
      headers: auth,
    })
    const list = (await res.json()) as Array<{ id: number; nameEn: string }>
    const found = new Map(list.map((s) => [s.nameEn, s.id]))
    const missing = acked.filter((a) => found.get(a.name) !== a.id).length
    missingTotal += missing
    return { server, auth, openMs, missing }
  }

  try {
    for (let round = 1; round <= rounds; round++) {
      const opened = await reopen(round)
      if (!opened) break
      const { server, auth, openMs, missing } = opened
      const load = new WriteLoad(server.base, auth, `r${round}`)
      const killAfter = 300 + Math.random() * 2_700
      await sleep(killAfter)
      server.child.kill('SIGKILL')
      await server.exited
      await load.stop()
      acked.push(...load.acked)
      requests += load.outcomes.length
      for (const [k, v] of Object.entries(load.statuses())) statuses[k] = (statuses[k] ?? 0) + v
      roundsDone.push({
        round,
        openMs: Math.round(openMs),
        writesAcknowledged: load.acked.length,
        killedAfterMs: Math.round(killAfter),
        missing,
      })
      console.log(
        `pglite round ${round}: opened in ${Math.round(openMs)} ms, ${missing} missing; ${load.acked.length} writes acknowledged, killed after ${Math.round(killAfter)} ms`,
      )
    }
    // The last crash's writes, then a clean stop.
    const last = await reopen(rounds + 1)
    let finalMissing: number | undefined
    if (last) {
      finalMissing = last.missing
      console.log(`pglite final open: ${Math.round(last.openMs)} ms, ${last.missing} missing`)
      last.server.child.kill('SIGTERM')
      exitCode = (await last.server.exited).code
    }
    const result = {
      clients,
      rounds: roundsDone.length,
      requests,
      statuses,
      writesAcknowledged: acked.length,
      writesLost: missingTotal,
      databaseFailedToOpen: openFailures.length,
      openFailures,
      openMs: {
        median: Math.round(percentile(roundsDone.map((r) => r.openMs).slice(1), 50)),
        max: Math.round(Math.max(0, ...roundsDone.map((r) => r.openMs).slice(1))),
      },
      finalMissing,
      shutdownExitCode: exitCode,
      perRound: roundsDone,
      pass: openFailures.length === 0 && missingTotal === 0 && roundsDone.length === rounds,
    }
    console.log('pglite:', JSON.stringify({ ...result, perRound: undefined }, null, 2))
    return result
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function stopServer(server: RunningServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  await Promise.race([server.exited, sleep(12_000)])
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL')
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

// ---------------------------------------------------------------------------------------------

const postgres = values.only === 'pglite' ? undefined : await postgresScenario()
const pglite = values.only === 'postgres' ? undefined : await pgliteScenario()
const date = today()
const summary = { date, command: process.argv.slice(2).join(' '), postgres, pglite }
mkdirSync(path.join(root, 'bench/results'), { recursive: true })
// A partial run (--only, another stop mode) gets a file of its own.
const suffix = `${values.only ? `-${values.only}` : ''}${values['stop-mode'] === 'immediate' ? '' : `-${values['stop-mode']}`}`
const file = path.join(root, `bench/results/${date}-chaos${suffix}.json`)
writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)

const lines = ['## Chaos', '', `### ${date}`, '']
lines.push(
  `Command: \`npm run build && npm run chaos${summary.command ? ` -- ${summary.command}` : ''}\`. Raw: \`bench/results/${date}-chaos${suffix}.json\`.`,
  '',
)
if (postgres) {
  const f = postgres.failFast
  lines.push(
    `**PostgreSQL** (private cluster, ${clients} clients creating subcategories, \`pg_ctl stop -m ${postgres.stopMode}\`, down for ${postgres.outageSeconds} s): ` +
      `${postgres.requests} requests (${fmt(postgres.statuses)}); sent while it was down ${fmt(postgres.statusesWhileDown)}, while it started again ${fmt(postgres.statusesWhileStarting)}; ` +
      `of the ${f.failedRequests} failed requests ${f.notJson503} were not a JSON 503, latency p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms (p99 ${f.whileDownP99Ms} ms while down, ${f.whileStartingP99Ms} ms while starting; acknowledged writes before the crash: p50 ${postgres.healthyWriteMs.p50} ms, p99 ${postgres.healthyWriteMs.p99} ms). ` +
      `First acknowledged write ${postgres.recoveryMs} ms after the database was ready again. ` +
      `Writes acknowledged ${postgres.writesAcknowledged}, found ${postgres.writesFound}, lost ${postgres.writesLost} ` +
      `(${postgres.unacknowledgedWritesFound} unacknowledged writes also committed). Clean stop: exit ${postgres.shutdownExitCode}. ` +
      `**${postgres.pass ? 'Pass' : 'Fail'}**.`,
    '',
  )
}
if (pglite) {
  lines.push(
    `**PGlite** (${clients} clients creating subcategories, SIGKILL at a random moment 0.3–3 s into the load, ${pglite.rounds} rounds): ` +
      `${pglite.requests} requests (${fmt(pglite.statuses)}); writes acknowledged ${pglite.writesAcknowledged}, lost ${pglite.writesLost}; ` +
      `the database failed to open ${pglite.databaseFailedToOpen} times; reopening after a kill took ${pglite.openMs.median} ms (median), ${pglite.openMs.max} ms at most. ` +
      `Clean stop at the end: exit ${pglite.shutdownExitCode}. **${pglite.pass ? 'Pass' : 'Fail'}**.`,
    '',
  )
}
const markdown = lines.join('\n')
console.log(`\n${markdown}`)
console.log(`written ${path.relative(root, file)}`)
if (values.record) recordResults('chaos', markdown)
process.exitCode = (postgres?.pass ?? true) && (pglite?.pass ?? true) ? 0 : 1

function fmt(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([code, n]) => `${code === '0' ? 'no answer' : code}×${n}`)
    .join(', ')
}
