// Bundle budgets and the runtime: the built scripts run React DOM and no other runtime
// (decision 030); the first load (index.html's entry with everything it imports statically,
// plus the screen a first visit lands on: the login page when signed out, the app shell when
// signed in) stays under its ceiling, and each route's own chunk at most 40 KB of gzipped
// JavaScript. Sizes are deterministic, so `npm test` checks them after the build; times are
// not, so they live in bench/.
//   node scripts/check-bundle.mjs [dist folder]   (default apps/web/dist)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { runtimeProblems } from './lib/bundle-runtime.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.resolve(root, process.argv[2] ?? 'apps/web/dist')
/** The goals for a first load on React (bench/RESULTS.md goals). */
const FIRST_LOAD_GOAL_KB = { 'the login page': 100, 'the app shell': 125 }
/** The ceiling this check enforces: the measured first loads on React plus about 2.5 KB. */
const FIRST_LOAD_CEILING_KB = { 'the login page': 119.7, 'the app shell': 126.7 }
const ROUTE_KB = 40
/** The screens a first visit can land on, with their route modules. */
const FIRST_LOAD_ROUTES = [
  ['the login page', 'src/app/routes/login.tsx'],
  ['the app shell', 'src/app/routes/app-root.tsx'],
]

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const gzKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024

/** A chunk and every chunk it imports statically (what the browser must fetch before running). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const next of manifest[key]?.imports ?? []) closure(next, seen)
  return seen
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entry) throw new Error('no entry in the Vite manifest; is build.manifest on?')

const failures = [
  ...runtimeProblems(JSON.parse(readFileSync(path.join(dist, '.vite/packages.json'), 'utf8'))),
]
/** A first visit lands on one of these: signed out on the login page, signed in in the shell. */
for (const [screen, route] of FIRST_LOAD_ROUTES) {
  if (!manifest[route]) throw new Error(`${route} is not in the manifest; update FIRST_LOAD_ROUTES`)
  const chunks = closure(route, closure(entry))
  const rows = [...chunks].map((k) => ({ chunk: manifest[k].file, kb: gzKb(manifest[k].file) }))
  const total = rows.reduce((sum, r) => sum + r.kb, 0)
  console.log(`First load of ${screen} (gzipped JavaScript):`)
  for (const r of rows.sort((x, y) => y.kb - x.kb).slice(0, 6))
    console.log(`  ${r.kb.toFixed(1).padStart(6)} KB  ${r.chunk}`)
  if (rows.length > 6) console.log(`         …and ${rows.length - 6} small chunks`)
  const ceiling = FIRST_LOAD_CEILING_KB[screen]
  const goal = FIRST_LOAD_GOAL_KB[screen]
  const verdict =
    total <= goal ? `goal met, ceiling ${ceiling} KB` : `over the goal, ceiling ${ceiling} KB`
  console.log(`  ${total.toFixed(1).padStart(6)} KB  total (goal ${goal} KB: ${verdict})`)
  if (total > ceiling) failures.push(`first load of ${screen} ${total.toFixed(1)} KB`)
}

// A route's own chunk: its lazy module, without what it shares with the first load.
console.log(`Route chunks (own code, budget ${ROUTE_KB} KB each):`)
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.startsWith('src/app/routes/')) continue
  const kb = gzKb(chunk.file)
  console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${key}`)
  if (kb > ROUTE_KB) failures.push(`${key} ${kb.toFixed(1)} KB`)
}

if (failures.length > 0) {
  console.error(`\nOver budget: ${failures.join(', ')}`)
  process.exit(1)
}
console.log('\nReact DOM is the runtime; within budget.')
