// The live queue's goals: N open event streams on one instance (RSS growth, delivery
// p99 from commit to every client), and the same across two instances on one PostgreSQL.
//   npm run build -w @rihla/api
//   createdb -h 127.0.0.1 -U postgres rihla_bench_events
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rihla_bench_events npm run events -w @rihla/bench -- --streams 500
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  percentile,
  type RunningServer,
  recordResults,
  rssMb,
  signIn,
  sleep,
  startServer,
  today,
  waitForHealth,
} from './harness'

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '500' },
    changes: { type: 'string', default: '40' },
    dist: { type: 'string', default: 'apps/api/dist' },
    port: { type: 'string', default: '46001' },
    write: { type: 'boolean', default: false },
    // The reconnect goal: streams cut for this long while changes go on, then resumed.
    'cut-streams': { type: 'string', default: '50' },
    'cut-seconds': { type: 'string', default: '10' },
  },
})
const databaseUrl = process.env.DATABASE_URL
const N = Number(values.streams)
const CHANGES = Number(values.changes)
const basePort = Number(values.port)

type Stream = {
  latencies: number[]
  seen: Set<number>
  /** Events received a second time (the goal: none, even across a reconnection). */
  duplicates: number
  /** The last `id:` the stream gave: where a reconnection resumes. */
  lastId: string | undefined
  ready: Promise<void>
  abort: () => void
}

/**
 * One stream read with fetch; every event's delay from its commit time to its arrival. With
 * `resume`, a reconnection: it sends `Last-Event-ID` and keeps counting into the cut stream's
 * set, so a missed or repeated event shows (replayed events' delays are not counted).
 */
function open(base: string, headers: Record<string, string>, resume?: Stream): Stream {
  const controller = new AbortController()
  const stream: Stream = {
    latencies: [],
    seen: resume?.seen ?? new Set<number>(),
    duplicates: 0,
    lastId: resume?.lastId,
    ready: Promise.resolve(),
    abort: () => controller.abort(),
  }
  const { latencies, seen } = stream
  let markReady: () => void = () => {}
  stream.ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  const sent = resume?.lastId ? { ...headers, 'last-event-id': resume.lastId } : headers
  void (async () => {
    const res = await fetch(`${base}/api/events`, { headers: sent, signal: controller.signal })
    if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`)
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const id = /^id: (\d+)$/m.exec(block)?.[1]
        if (id) stream.lastId = id
        if (block.includes('event: ready')) markReady()
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (data && block.includes('event: subcategory.update')) {
          const event = JSON.parse(data) as { id: number; at: string }
          if (seen.has(event.id)) stream.duplicates += 1
          else if (!resume) latencies.push(Date.now() - Date.parse(event.at))
          seen.add(event.id)
        }
        end = buffer.indexOf('\n\n')
      }
    }
  })().catch(() => {})
  return stream
}

/** A subcategory to change, and the change: each one a `subcategory.update` event. */
async function subcategoryToChange(base: string, headers: Record<string, string>) {
  const created = await fetch(`${base}/api/products/sub-categories?lang=en`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ nameAr: 'مقاهي', nameFr: 'Cafés', nameEn: 'Cafés', category: 'B' }),
  })
  const { id } = (await created.json()) as { id: number }
  return (i: number) =>
    fetch(`${base}/api/products/sub-categories/${id}?lang=en`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        nameAr: 'مقاهي',
        nameFr: 'Cafés',
        nameEn: `Cafés ${i}`,
        category: 'B',
      }),
    })
}

async function run(label: string, writer: RunningServer, readers: RunningServer[]) {
  const headers = await signIn(writer.base)
  const change = await subcategoryToChange(writer.base, headers)
  await sleep(1000)
  const before = readers.map((r) => rssMb(r.child.pid ?? 0))
  const streams = Array.from({ length: N }, (_, i) =>
    open(readers[i % readers.length]?.base ?? '', headers),
  )
  await Promise.all(streams.map((s) => s.ready))
  await sleep(1000)
  const opened = readers.map((r) => rssMb(r.child.pid ?? 0))
  for (let i = 0; i < CHANGES; i++) {
    await change(i)
    await sleep(100)
  }
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline && streams.some((s) => s.seen.size < CHANGES)) await sleep(100)
  const after = readers.map((r) => rssMb(r.child.pid ?? 0))
  const all = streams.flatMap((s) => s.latencies)
  const missing = streams.filter((s) => s.seen.size < CHANGES).length
  for (const s of streams) s.abort()
  const load = loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')
  const growth = readers.map((_, i) => ((after[i] ?? 0) - (before[i] ?? 0)).toFixed(1)).join(' / ')
  const line = `| ${label} | ${N} | ${CHANGES} | ${all.length} | ${percentile(all, 50)} | ${percentile(all, 99)} | ${Math.max(...all)} | ${missing} | ${before.map((v) => v.toFixed(0)).join(' / ')} → ${opened.map((v) => v.toFixed(0)).join(' / ')} → ${after.map((v) => v.toFixed(0)).join(' / ')} (+${growth}) | ${load} |`
  process.stdout.write(`${line}\n`)
  return line
}

/**
 * The reconnect goal: streams see one change live, are cut for `cut-seconds` while changes go
 * on, then reconnect with their Last-Event-ID; each must end with every event exactly once.
 */
async function cutAndResume(server: RunningServer) {
  const count = Number(values['cut-streams'])
  const seconds = Number(values['cut-seconds'])
  const headers = await signIn(server.base)
  const change = await subcategoryToChange(server.base, headers)
  const streams = Array.from({ length: count }, () => open(server.base, headers))
  await Promise.all(streams.map((s) => s.ready))
  await change(0)
  const seenOne = Date.now() + 15_000
  while (Date.now() < seenOne && streams.some((s) => s.seen.size < 1)) await sleep(50)
  for (const s of streams) s.abort()
  for (let i = 1; i <= CHANGES; i++) {
    await change(i)
    await sleep((seconds * 1000) / CHANGES)
  }
  const resumed = streams.map((s) => open(server.base, headers, s))
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline && resumed.some((s) => s.seen.size < CHANGES + 1)) await sleep(100)
  const missing = resumed.filter((s) => s.seen.size < CHANGES + 1).length
  const duplicates = [...streams, ...resumed].reduce((sum, s) => sum + s.duplicates, 0)
  for (const s of resumed) s.abort()
  const line = `| cut ${seconds} s, then Last-Event-ID | ${count} | ${CHANGES} during the cut | ${missing} | ${duplicates} |`
  process.stdout.write(`${line}\n`)
  return line
}

async function main() {
  if (!databaseUrl) throw new Error('DATABASE_URL (PostgreSQL) is required: two instances share it')
  const start = (port: number) =>
    startServer({
      dist: values.dist,
      port,
      dataDir: mkdtempSync(path.join(tmpdir(), 'rihla-events-bench-')),
      databaseUrl,
      env: { LOG_LEVEL: 'warn' },
    })
  const a = start(basePort)
  await waitForHealth(a)
  const b = start(basePort + 1)
  await waitForHealth(b)
  const lines: string[] = []
  let cut = ''
  try {
    lines.push(await run('one instance', a, [a]))
    lines.push(await run('written on A, streams on B', a, [b]))
    cut = await cutAndResume(a)
  } finally {
    a.child.kill('SIGTERM')
    b.child.kill('SIGTERM')
    await Promise.all([a.exited, b.exited])
  }
  const table = [
    `### Event streams (${today()}, PostgreSQL, \`npm run events -w @rihla/bench -- --streams ${N}\`)`,
    '',
    '| run | streams | changes | deliveries | p50 ms | p99 ms | max ms | streams missing one | RSS MB start → open → end (+growth) | load average |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    "Delay: from the event row's `created_at` (its transaction's start, so an over-estimate of commit) to its arrival in the client, same clock. Clients run in one process beside the servers, on the same 2 cores.",
    '',
    '| reconnect | streams | changes | streams missing one | events received twice |',
    '|---|---|---|---|---|',
    cut,
  ].join('\n')
  if (values.write) recordResults('events', table)
  else process.stdout.write(`${table}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
