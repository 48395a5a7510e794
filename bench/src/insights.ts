// The Insights figures at scale (decision 056): fills the audit log of a benchmark database with
// review stories, rolls them up as the job would, then times GET /api/stats/moderation per period
// against the built server.
//   DATABASE_URL=postgres://…/rihla_bench npm run insights -w @rihla/bench -- --activity 5000000
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../apps/api/src/db/client'
import { catchUpRollups } from '../../apps/api/src/modules/insights/rollup-service'
import { percentile, recordResults, root, startServer, today, waitForHealth } from './harness'

const { values } = parseArgs({
  options: {
    activity: { type: 'string', default: '5000000' },
    'skip-load': { type: 'boolean', default: false },
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3720' },
  },
})
const url = process.env.DATABASE_URL
if (!url) {
  console.error('DATABASE_URL must name a PostgreSQL database seeded by `npm run bench:seed`.')
  process.exit(2)
}
const target = Number(values.activity)
const database = await openDatabase({ driver: 'postgres', url })
await database.migrate()
const db = database.db
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows
const count = async (query: string) =>
  Number((await rows<{ n: string }>(sql.raw(query)))[0]?.n ?? 0)

/** About 2.35 audit entries a story: submission, decision, and now and then an edit, an undo and a
 * second decision, a resubmission, an appeal, a dismissed signal. */
const PER_STORY = 2.35
const CHUNK = 50_000

async function load() {
  const before = await count('select count(*) as n from audit_log')
  const stories = Math.ceil(Math.max(0, target - before) / PER_STORY)
  const [{ maxUser = 0 } = {}] = await rows<{ maxUser: number }>(
    sql`select max(id) as "maxUser" from users`,
  )
  // Twenty reviewers among the accounts.
  await db.execute(sql`update users set role = 'moderator'
    where id in (select id from users where role = 'user' order by id
      limit greatest(0, 20 - (select count(*) from users where role = 'moderator')))`)
  const reviewers = (
    await rows<{ id: number }>(sql`select id from users where role = 'moderator' order by id`)
  ).map((r) => Number(r.id))
  const reviewerList = sql.raw(`(array[${reviewers.join(',')}])`)
  const started = performance.now()
  // The log's indexes are built once after the load rather than kept row by row.
  const indexes = await rows<{ name: string; def: string }>(sql`select indexname as name,
    indexdef as def from pg_indexes where tablename = 'audit_log' and indexname <> 'audit_log_pkey'`)
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`))
  const firstStory = (await count('select coalesce(max(entity_id), 0) as n from audit_log')) + 1
  for (let from = 0; from < stories; from += CHUNK) {
    const to = Math.min(stories, from + CHUNK)
    // A utility statement takes no parameters: the numbers are written into it.
    const n = (value: number) => sql.raw(String(Math.trunc(value)))
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table story on commit drop as
        select s + ${n(firstStory)} as id,
          now() - interval '3 days' - random() * interval '397 days' as t0,
          -ln(1 - random() * 0.999) * 21600 as wait,
          ${reviewerList}[1 + floor(random() * ${n(reviewers.length)})::int] as actor,
          ${reviewerList}[1 + floor(random() * ${n(reviewers.length)})::int] as other,
          1 + floor(random() * ${n(Number(maxUser))})::int as seller,
          random() as r1, random() as r2, random() as r3,
          (array['incomplete_description', 'wrong_category', 'prohibited_content', 'poor_photos',
            'duplicate', 'unrealistic_price', 'contact_details', 'other'])[1 + floor(random() * 8)::int]
            as reason
        from generate_series(${n(from)}, ${n(to - 1)}) s`)
      // In order, so a story's entries have ids in the order they happened.
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select seller, 'product.create', 'product', id, '{"status":"pending"}', t0 from story`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select seller, 'product.update', 'product', id, '{}', t0 + make_interval(secs => wait / 2)
        from story where r2 < 0.2`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select actor, case when r1 < 0.75 then 'product.approve' else 'product.reject' end,
          'product', id,
          case when r1 < 0.75 then '{"status":"approved"}'::jsonb
            else jsonb_build_object('status', 'rejected', 'reason', reason) end,
          t0 + make_interval(secs => wait)
        from story`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select actor, 'product.undo', 'product', id, '{"status":"pending"}',
          t0 + make_interval(secs => wait + 60) from story where r3 < 0.04`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select other, 'product.approve', 'product', id, '{"status":"approved"}',
          t0 + make_interval(secs => wait + 3600) from story where r3 < 0.04`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select seller, 'product.resubmit', 'product', id, '{"status":"pending"}',
          t0 + make_interval(secs => wait + 86400) from story where r1 >= 0.75 and r2 >= 0.9
          and r3 >= 0.04`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select other, 'product.approve', 'product', id, '{"status":"approved"}',
          t0 + make_interval(secs => wait + 90000) from story where r1 >= 0.75 and r2 >= 0.9
          and r3 >= 0.04`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select seller, 'product.appeal', 'product', id,
          jsonb_build_object('appealId', id, 'rejectedBy', actor),
          t0 + make_interval(secs => wait + 7200) from story where r1 >= 0.75 and r2 < 0.02`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select other,
          case when r3 < 0.3 then 'product.appeal-overturn' else 'product.appeal-uphold' end,
          'product', id, jsonb_build_object('appealId', id, 'rejectedBy', actor),
          t0 + make_interval(secs => wait + 14400) from story where r1 >= 0.75 and r2 < 0.02`)
      await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after, created_at)
        select other, 'product.signal-dismiss', 'product', id, '{}',
          t0 + make_interval(secs => wait / 3) from story where r2 between 0.5 and 0.51`)
    })
    const secs = ((performance.now() - started) / 1000).toFixed(0)
    process.stdout.write(`\rstories ${to}/${stories} ${secs}s`)
  }
  process.stdout.write('\n')
  for (const { def } of indexes) await db.execute(sql.raw(def))
  await db.execute(sql.raw('vacuum analyze audit_log'))
  return (performance.now() - started) / 1000
}

const loadSeconds = values['skip-load'] ? null : await load()
const auditRows = await count('select count(*) as n from audit_log')
const productRows = await count('select count(*) as n from products')
const rollupStarted = performance.now()
const batches = await catchUpRollups(db)
const rollupSeconds = (performance.now() - rollupStarted) / 1000
await db.execute(sql.raw('vacuum analyze moderation_rollups'))
const rollupRows = await count('select count(*) as n from moderation_rollups')
console.log(
  `${auditRows} audit entries, ${productRows} products; rollup: ${batches} batches in ${rollupSeconds.toFixed(1)} s, ${rollupRows} rows`,
)
await database.close()

const server = startServer({
  dist: 'apps/api/dist',
  port: Number(values.port),
  dataDir: path.join(root, 'data/bench-insights'),
  databaseUrl: url,
})
try {
  await waitForHealth(server)
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@rihla.dz', password: 'Bench@2026' }),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  }
  const results: Record<string, unknown>[] = []
  for (const period of ['week', 'month', 'year']) {
    const address = `${server.base}/api/stats/moderation?period=${period}`
    for (let i = 0; i < 20; i++) await (await fetch(address, { headers })).arrayBuffer()
    const times: number[] = []
    for (let i = 0; i < Number(values.requests); i++) {
      const start = performance.now()
      const res = await fetch(address, { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${period}: ${res.status}`)
      times.push(performance.now() - start)
    }
    const loaded = await autocannon({
      url: address,
      headers,
      connections: Number(values.connections),
      duration: Number(values.seconds),
    })
    const row = {
      period,
      sequentialP50: Number(percentile(times, 50).toFixed(1)),
      sequentialP99: Number(percentile(times, 99).toFixed(1)),
      connections: Number(values.connections),
      loadP50: loaded.latency.p50,
      loadP99: loaded.latency.p99,
      reqPerSec: loaded.requests.average,
      errors: loaded.errors + loaded.non2xx,
    }
    console.log(row)
    results.push(row)
  }
  const raw = {
    date: today(),
    auditRows,
    productRows,
    loadSeconds,
    rollup: { batches, seconds: rollupSeconds, rows: rollupRows },
    results,
  }
  writeFileSync(
    path.join(root, `bench/results/${today()}-insights-postgres.json`),
    `${JSON.stringify(raw, null, 2)}\n`,
  )
  recordResults(
    'insights-postgres',
    [
      `# Insights at scale (PostgreSQL): ${productRows} products, ${auditRows} audit entries`,
      '',
      `Rollup of the whole log: ${batches} batches in ${rollupSeconds.toFixed(1)} s, ${rollupRows} rollup rows.`,
      '',
      '| period | sequential p50 | sequential p99 | p50 at ' +
        `${values.connections} connections | p99 | req/s | errors |`,
      '|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.period} | ${r.sequentialP50} ms | ${r.sequentialP99} ms | ${r.loadP50} ms | ${r.loadP99} ms | ${r.reqPerSec} | ${r.errors} |`,
      ),
    ].join('\n'),
  )
} finally {
  server.child.kill('SIGTERM')
  await server.exited
}
