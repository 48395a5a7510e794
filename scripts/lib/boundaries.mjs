// Which imports cross a feature's or a module's boundary.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The folders whose subfolders are units, and how `@/` resolves inside each app. */
export const AREAS = [
  { units: 'apps/web/src/features', alias: { '@/': 'apps/web/src/' } },
  { units: 'apps/api/src/modules', alias: {} },
]

// Built from a string: Vite's import scanner misreads the keyword inside a regex literal.
const KEYWORD = ['im', 'port'].join('')
const IMPORT = new RegExp(
  String.raw`(?:\bfrom\s*|\b${KEYWORD}\s*\(\s*|\b${KEYWORD}\s+)['"]([^'"]+)['"]`,
  'g',
)

/** Every module specifier a source text imports or re-exports. */
export function specifiers(source) {
  return [...source.matchAll(IMPORT)].map((match) => match[1])
}

/** The unit (`features/products`) a repository path belongs to, with the path inside it. */
function unitOf(file, area) {
  const prefix = `${area.units}/`
  if (!file.startsWith(prefix)) return null
  const [name, ...rest] = file.slice(prefix.length).split('/')
  return rest.length ? { name, inner: rest.join('/') } : null
}

function resolve(from, specifier, area) {
  for (const [alias, target] of Object.entries(area.alias)) {
    if (specifier.startsWith(alias)) return target + specifier.slice(alias.length)
  }
  if (!specifier.startsWith('.')) return null
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
}

/**
 * The imports of `files` (repository paths with their text) that reach into another unit
 * other than through its `index`: `["apps/web/src/features/a/x.ts -> @/features/b/api/y"]`.
 */
export function boundaryViolations(files) {
  const found = []
  for (const { file, source } of files) {
    for (const area of AREAS) {
      const own = unitOf(file, area)
      if (!own) continue
      for (const specifier of specifiers(source)) {
        const target = resolve(file, specifier, area)
        if (!target) continue
        const other = unitOf(`${target.replace(/\.(ts|tsx)$/, '')}/`, area)
        if (!other || other.name === own.name) continue
        const inner = other.inner.replace(/\/$/, '')
        if (inner !== '' && inner !== 'index') found.push(`${file} -> ${specifier}`)
      }
    }
  }
  return found
}

/**
 * Units that depend on each other, through their `index.ts` or not: each cycle once, as
 * `"apps/api/src/modules/a -> apps/api/src/modules/b -> apps/api/src/modules/a"`.
 */
export function unitCycles(files) {
  const edges = new Map()
  for (const { file, source } of files) {
    for (const area of AREAS) {
      const own = unitOf(file, area)
      if (!own) continue
      const from = `${area.units}/${own.name}`
      for (const specifier of specifiers(source)) {
        const target = resolve(file, specifier, area)
        if (!target) continue
        const other = unitOf(`${target.replace(/\.(ts|tsx)$/, '')}/`, area)
        if (!other || other.name === own.name) continue
        const to = `${area.units}/${other.name}`
        if (!edges.has(from)) edges.set(from, new Set())
        edges.get(from).add(to)
      }
    }
  }
  const cycles = new Set()
  const visit = (unit, path) => {
    for (const next of edges.get(unit) ?? []) {
      const at = path.indexOf(next)
      if (at >= 0) {
        const loop = path.slice(at)
        // Each cycle once, written from its smallest unit.
        const start = loop.indexOf([...loop].sort()[0])
        const turned = [...loop.slice(start), ...loop.slice(0, start)]
        cycles.add([...turned, turned[0]].join(' -> '))
      } else visit(next, [...path, next])
    }
  }
  for (const unit of edges.keys()) visit(unit, [unit])
  return [...cycles].sort()
}

/** The TypeScript sources under each area of the repository at `root`. */
export function readAreaSources(root) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (/\.tsx?$/.test(entry.name))
        files.push({ file: relative, source: readFileSync(path.join(root, relative), 'utf8') })
    }
  }
  for (const area of AREAS) walk(area.units)
  return files
}

// `import … from` and `export … from`, with whether the whole statement is type-only.
const STATEMENT = new RegExp(
  String.raw`^\s*(?:${KEYWORD}|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]`,
  'gm',
)

/** The layer of an API module's file by its name (docs/architecture.md, "Module layout"). */
function layerOf(name) {
  if (name === 'routes.ts' || name.endsWith('-routes.ts')) return 'routes'
  if (name.endsWith('-service.ts')) return 'service'
  if (name.endsWith('-repository.ts')) return 'repository'
  return null
}

/** What each layer may not import from its own module (types aside). */
const REFUSED = {
  routes: ['repository'],
  service: ['routes'],
  repository: ['routes', 'service'],
}

/**
 * Imports inside an API module that go against routes -> service -> repository: a route file
 * reading a repository, a repository calling a service or a route file, a service reaching
 * back to the routes, and any file but a repository taking the tables (`db/schema`), that
 * is, writing SQL. Type-only imports pass (a route may name a repository's row type).
 */
export function layerViolations(files) {
  const found = []
  const area = AREAS.find((a) => a.units === 'apps/api/src/modules')
  for (const { file, source } of files) {
    const own = unitOf(file, area)
    if (!own) continue
    const layer = layerOf(path.posix.basename(file))
    for (const [, typeOnly, specifier] of source.matchAll(STATEMENT)) {
      if (typeOnly) continue
      // The tables are a repository's: any other file that takes them writes SQL.
      if (layer !== 'repository' && specifier.endsWith('/db/schema')) {
        found.push(`${file} -> ${specifier}`)
        continue
      }
      if (!layer || !specifier.startsWith('./')) continue
      const target = layerOf(`${path.posix.basename(specifier)}.ts`)
      if (target && REFUSED[layer].includes(target)) found.push(`${file} -> ${specifier}`)
    }
  }
  return found
}
