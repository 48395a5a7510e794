// Lighthouse on the built app, with its mobile preset (the default: throttled 4G and a 4x
// slower CPU) and the desktop preset: /login signed out, the dashboard, /products and
// /waiting-products signed in, each page 3 times per preset, the median performance score kept.
//   npm run bench:lighthouse [-- --runs 3 --preset both|mobile|desktop --port 3720
//                             --dist apps/api/dist --web-dist apps/web/dist
//                             --chromium /usr/bin/chromium --save-lhr DIR --record]
// The server runs on a fresh, throw-away PGlite folder with the demo data. Chromium is the
// machine's own (never downloaded). Results: bench/results/<date>-lighthouse.json, a Markdown
// table on stdout, and with --record the report in bench/results/<date>-lighthouse.md.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer, { type Browser } from 'puppeteer-core'
import { recordResults, root, startServer, today, waitForHealth } from './harness.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3720' },
    dist: { type: 'string', default: 'apps/api/dist' },
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    tag: { type: 'string', default: '' },
    note: { type: 'string', default: '' },
    // A folder for the full Lighthouse reports (JSON) of the median runs, to read the audits.
    'save-lhr': { type: 'string', default: '' },
    record: { type: 'boolean', default: false },
  },
})

const ADMIN = { email: 'admin@rihla.dz', password: 'Admin@2026' }
const runs = Math.max(1, Number(values.runs))
const categories = ['performance', 'accessibility', 'best-practices'] as const

type Preset = 'mobile' | 'desktop'
/** Lighthouse's default configuration is its mobile preset (Moto G Power, slow 4G, CPU 4x). */
const presetConfigs: Record<Preset, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
}
const presets: Preset[] =
  values.preset === 'both'
    ? ['mobile', 'desktop']
    : values.preset === 'mobile' || values.preset === 'desktop'
      ? [values.preset]
      : (() => {
          throw new Error(`--preset must be both, mobile or desktop, not ${values.preset}`)
        })()
/** The goals (bench/RESULTS.md): both presets ≥ 95 and CLS < 0.02; mobile also LCP ≤ 2.5 s. */
const pass = (preset: Preset, m: Metrics) =>
  m.performance >= 95 && m.cls < 0.02 && (preset === 'desktop' || m.lcpMs <= 2500)

type PageSpec = { name: string; path: string; signedIn: boolean }
const pages: PageSpec[] = [
  { name: 'login (signed out)', path: '/login', signedIn: false },
  { name: 'dashboard (signed in)', path: '/', signedIn: true },
  { name: 'products (signed in)', path: '/products', signedIn: true },
  { name: 'waiting products (signed in)', path: '/waiting-products', signedIn: true },
  // `{id}` becomes the oldest waiting product's id once the server is up (firstWaitingId).
  { name: 'waiting product (signed in)', path: '/waiting-products/{id}', signedIn: true },
]

type Metrics = {
  performance: number
  accessibility: number | null
  bestPractices: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  jsTransferKb: number
  jsRequests: number
  finalUrl: string
  /**
   * Lighthouse's measure of the processor's speed during the run (higher is faster; a quiet
   * desktop scores about 1,000-2,000): a low figure means the run was starved by other work.
   */
  benchmarkIndex: number
}

type Finding = { id: string; title: string; score: number | null; displayValue: string }

type PageResult = {
  preset: Preset
  name: string
  path: string
  runs: Metrics[]
  median: Metrics
  /** From the median run: performance audits scoring under 0.9 (opportunities, diagnostics). */
  findings: Finding[]
  lcpElement: string
  renderBlocking: Array<{ url: string; wastedMs: number }>
  unusedJs: Array<{ url: string; totalKb: number; wastedKb: number }>
  scripts: Array<{ url: string; transferKb: number }>
  layoutShifts: Array<{ element: string; score: number }>
  /** Accessibility and best-practices audits that failed in the median run. */
  otherFailures: Finding[]
  warnings: string[]
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN
const score = (lhr: Result, id: string): number | null => {
  const s = lhr.categories[id]?.score
  return s === null || s === undefined ? null : Math.round(s * 100)
}
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** The objects of an audit's details table (`items`), as plain records. */
function items(lhr: Result, id: string): Array<Record<string, unknown>> {
  const details = lhr.audits[id]?.details
  if (!details || !('items' in details) || !Array.isArray(details.items)) return []
  return details.items.filter(
    (i): i is Record<string, unknown> => typeof i === 'object' && i !== null,
  )
}

/** The first DOM node named anywhere in an audit's details (the LCP element). */
function findNode(value: unknown): string {
  if (typeof value !== 'object' || value === null) return ''
  const record = value as Record<string, unknown>
  if (record.type === 'node') {
    const snippet = typeof record.snippet === 'string' ? record.snippet : ''
    const label = typeof record.nodeLabel === 'string' ? record.nodeLabel : ''
    const text = `${snippet}${label ? ` (“${label.slice(0, 60)}”)` : ''}`
    return text.replace(/\s+/g, ' ').trim()
  }
  for (const child of Object.values(record)) {
    const found = findNode(child)
    if (found) return found
  }
  return ''
}

function metrics(lhr: Result): Metrics {
  const scripts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Script')
  return {
    performance: score(lhr, 'performance') ?? 0,
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    jsTransferKb: kb(scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0)),
    jsRequests: scripts.length,
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  }
}

function details(lhr: Result): Omit<PageResult, 'preset' | 'name' | 'path' | 'runs' | 'median'> {
  const perf = lhr.categories.performance
  const findings: Finding[] = []
  for (const ref of perf?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.group === 'metrics') continue
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue
    if (audit.score === null || audit.score >= 0.9) continue
    findings.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? '',
    })
  }
  const url = (r: Record<string, unknown>) => String(r.url ?? '').replace(/^https?:\/\/[^/]+/, '')
  return {
    findings,
    lcpElement: findNode(lhr.audits['largest-contentful-paint-element']?.details),
    renderBlocking: items(lhr, 'render-blocking-insight').map((r) => ({
      url: url(r),
      wastedMs: Math.round(Number(r.wastedMs ?? 0)),
    })),
    unusedJs: items(lhr, 'unused-javascript').map((r) => ({
      url: url(r),
      totalKb: kb(Number(r.totalBytes ?? 0)),
      wastedKb: kb(Number(r.wastedBytes ?? 0)),
    })),
    scripts: items(lhr, 'network-requests')
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: url(r), transferKb: kb(Number(r.transferSize ?? 0)) }))
      .sort((a, b) => b.transferKb - a.transferKb),
    layoutShifts: items(lhr, 'layout-shifts').map((r) => ({
      element: findNode(r.node),
      score: Math.round(Number(r.score ?? 0) * 1000) / 1000,
    })),
    otherFailures: categories
      .filter((c) => c !== 'performance')
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .flatMap((ref) => {
        const a = lhr.audits[ref.id]
        if (!a || ref.weight === 0 || a.score === null || a.score >= 1) return []
        // The Issues panel audit names its issues only in the details.
        const issues = items(lhr, ref.id)
          .map((i) => i.issueType)
          .filter((t): t is string => typeof t === 'string')
        const displayValue = [a.displayValue ?? '', ...issues].filter(Boolean).join(', ')
        return [{ id: ref.id, title: a.title, score: a.score, displayValue }]
      }),
    warnings: lhr.runWarnings.map(String),
  }
}

type Tokens = { accessToken: string; refreshToken: string; role: string }

async function signIn(base: string): Promise<Tokens> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as Tokens
}

/** One Lighthouse run in a fresh browser context (empty cache and storage). */
async function audit(
  browser: Browser,
  base: string,
  spec: PageSpec,
  preset: Preset,
): Promise<Result> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    // Lighthouse clears the cache only when it also resets storage, which would drop the
    // tokens: disableStorageReset keeps them, and the cache is emptied here instead.
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    if (spec.signedIn) {
      const tokens = await signIn(base)
      const entries = {
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        role: tokens.role,
      }
      // Runs before the app's own scripts on every document of the app's origin.
      await page.evaluateOnNewDocument(`(() => {
        if (location.origin !== ${JSON.stringify(new URL(base).origin)}) return
        const entries = ${JSON.stringify(entries)}
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      })()`)
    }
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: [...categories],
    }
    const result = await lighthouse(`${base}${spec.path}`, flags, presetConfigs[preset], page)
    if (!result) throw new Error(`no Lighthouse result for ${spec.path}`)
    if (result.lhr.runtimeError) {
      throw new Error(
        `${spec.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      )
    }
    return result.lhr
  } finally {
    await context.close()
  }
}

/** The id of the first product on the waiting list, for the details page's URL. */
async function firstWaitingId(base: string): Promise<number> {
  const { accessToken } = await signIn(base)
  const res = await fetch(`${base}/api/products/waiting-list?page=1&limit=1`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  if (!res.ok) throw new Error(`waiting list: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { products: Array<{ id: number }> }
  const id = body.products[0]?.id
  if (id === undefined) throw new Error('the demo data has no waiting product')
  return id
}

/**
 * Lighthouse sometimes fails to record a trace (`NO_NAVSTART`, about once in 30
 * runs); such a run measured nothing, so it is run again, at most twice.
 */
async function auditWithRetry(
  browser: Browser,
  base: string,
  spec: PageSpec,
  preset: Preset,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(browser, base, spec, preset)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error
      console.log(`${spec.path}: no trace recorded (NO_NAVSTART), running it again`)
    }
  }
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}

const webDist = path.resolve(root, values['web-dist'])
if (!existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(`no built web app in ${webDist} (run the build first)`)
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-lighthouse-'))
const server = startServer({
  dist: values.dist,
  port: Number(values.port),
  dataDir,
  env: {
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: webDist,
  },
})
let browser: Browser | undefined
try {
  // A fresh PGlite folder and the demo pictures: slow to start on a busy machine.
  await waitForHealth(server, 180_000)
  const waitingId = await firstWaitingId(server.base)
  for (const spec of pages) spec.path = spec.path.replace('{id}', String(waitingId))
  const loadBefore = loadAverage()
  browser = await puppeteer.launch({
    executablePath: values.chromium,
    headless: true, // Chromium's new headless mode (--headless=new)
    defaultViewport: null,
    args: ['--no-sandbox', '--headless=new', '--disable-dev-shm-usage'],
  })
  const chromeVersion = await browser.version()
  const results: PageResult[] = []
  for (const [preset, spec] of presets.flatMap((p) => pages.map((s) => [p, s] as const))) {
    const done: Array<{ lhr: Result; m: Metrics }> = []
    for (let i = 0; i < runs; i++) {
      const lhr = await auditWithRetry(browser, server.base, spec, preset)
      const m = metrics(lhr)
      if (spec.signedIn && new URL(m.finalUrl).pathname === '/login') {
        throw new Error(`${spec.path}: sent to /login, the signed-in state did not hold`)
      }
      done.push({ lhr, m })
      console.log(
        `${preset.padEnd(7)} ${spec.name.padEnd(28)} run ${i + 1}: performance ${m.performance}, FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, SI ${m.speedIndexMs} ms, JS ${m.jsTransferKb} KB, CPU index ${m.benchmarkIndex}`,
      )
    }
    const sorted = [...done].sort((a, b) => a.m.performance - b.m.performance)
    const median = sorted[Math.floor((sorted.length - 1) / 2)]
    if (!median) throw new Error('no runs')
    if (values['save-lhr']) {
      const dir = path.resolve(root, values['save-lhr'])
      mkdirSync(dir, { recursive: true })
      const name = spec.path === '/' ? 'dashboard' : spec.path.slice(1).replace(/\//g, '-')
      writeFileSync(path.join(dir, `${preset}-${name}.json`), JSON.stringify(median.lhr))
    }
    results.push({
      preset,
      name: spec.name,
      path: spec.path,
      runs: done.map((d) => d.m),
      median: median.m,
      ...details(median.lhr),
    })
  }
  const loadAfter = loadAverage()
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string
    }
  ).version

  const date = today()
  const result = {
    date,
    note: values.note,
    lighthouse: lighthouseVersion,
    chromium: chromeVersion,
    presets,
    runsPerPage: runs,
    loadAverage: { before: loadBefore, after: loadAfter },
    pages: results,
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  const tag = values.tag ? `-${values.tag}` : ''
  const file = path.join(root, `bench/results/${date}-lighthouse${tag}.json`)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)

  const code = (text: string) => `\`${text.replace(/`/g, "'")}\``
  const section = (preset: Preset): string[] => {
    const rows = results.filter((r) => r.preset === preset)
    const goal =
      preset === 'mobile'
        ? 'performance ≥ 95, LCP ≤ 2.5 s and CLS < 0.02 on every page'
        : 'performance ≥ 95 and CLS < 0.02 on every page'
    return [
      `### ${date} — ${preset} preset, median of ${runs} runs${values.note ? ` (${values.note})` : ''}`,
      '',
      `Lighthouse ${lighthouseVersion}, ${chromeVersion}, simulated throttling (${preset} preset). Load average of the machine (1, 5, 15 min) ${loadBefore} before and ${loadAfter} after the runs. Raw: \`bench/results/${path.basename(file)}\`.`,
      '',
      '| page | performance (runs) | FCP | LCP | TBT | CLS | Speed Index | JS transferred | CPU index | accessibility | best practices | goal |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map((r) => {
        const m = r.median
        return `| ${r.name} \`${r.path}\` | **${m.performance}** (${r.runs.map((x) => x.performance).join(', ')}) | ${m.fcpMs} ms | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${m.speedIndexMs} ms | ${m.jsTransferKb} KB (${m.jsRequests} files) | ${m.benchmarkIndex} | ${m.accessibility ?? '–'} | ${m.bestPractices ?? '–'} | ${pass(preset, m) ? 'met' : '**missed**'} |`
      }),
      '',
      `Goal: ${goal}. Audits under 0.9 in the median run:`,
      '',
      ...rows.map((r) => {
        const list = r.findings.map(
          (f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`,
        )
        const shifts = r.layoutShifts.map(
          (x) => `${x.score} ${x.element ? code(x.element) : '(no element)'}`,
        )
        const other = r.otherFailures.map(
          (f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`,
        )
        return [
          `- ${r.name}: ${list.length ? list.join('; ') : 'none'}.`,
          `LCP element: ${r.lcpElement ? code(r.lcpElement) : 'not reported'}.`,
          shifts.length ? `Layout shifts: ${shifts.join(', ')}.` : '',
          other.length ? `Failed accessibility or best-practices audits: ${other.join('; ')}.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      }),
      '',
    ]
  }
  const table = presets.flatMap(section).join('\n')
  console.log(`\n${table}`)
  console.log(`written ${path.relative(root, file)}`)

  if (values.record) {
    const intro = [
      '## Lighthouse',
      '',
      '`npm run bench:lighthouse` (`bench/src/lighthouse.ts`): the built server on a fresh PGlite',
      'folder with the demo data, Lighthouse with its mobile preset (slow 4G, CPU slowed 4x) and',
      "its desktop preset through puppeteer-core and the machine's Chromium (headless), each page",
      '3 times per preset in a fresh browser context (empty cache); the run with the median',
      'performance score is kept. Signed-in pages get the tokens from `POST /api/auth/login` in',
      'localStorage before the first script runs.',
      '',
    ].join('\n')
    recordResults(`lighthouse${tag}`, `${intro}\n${table.trim()}`)
  }
} finally {
  await browser?.close().catch(() => undefined)
  server.child.kill('SIGTERM')
  await Promise.race([server.exited, new Promise((r) => setTimeout(r, 10_000))])
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}
