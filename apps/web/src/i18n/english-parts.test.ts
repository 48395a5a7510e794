import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MESSAGES } from '@rihla/contract/messages'
import { describe, expect, it } from 'vitest'
import { en } from './en'

/**
 * English ships in parts (decision 030), each added when a module imports it; a screen that shows a
 * text of a part nothing on its way imported would show the key instead.
 */

const src = path.resolve(import.meta.dirname, '..')
const partModules = import.meta.glob<Record<string, Record<string, string>>>('./english/*.ts', {
  eager: true,
})
/** Each part's file and keys (`registry.ts` holds none). */
const parts = Object.entries(partModules).flatMap(([file, module]) => {
  if (file.endsWith('/registry.ts')) return []
  const texts = Object.values(module).find((value) => typeof value === 'object')
  return texts ? [{ file: path.resolve(import.meta.dirname, file), keys: Object.keys(texts) }] : []
})
const keys = Object.keys(en)
const keySet = new Set(keys)

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(src, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null
  if (!base) return null
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  )
  return file ?? null
}

type Module = { imports: string[]; texts: Set<string> }
const modules = new Map<string, Module>()
function read(file: string): Module {
  const known = modules.get(file)
  if (known) return known
  const code = readFileSync(file, 'utf8')
  const imports: string[] = []
  // Static imports and re-exports that stay at run time (`import type` is erased).
  for (const [, spec] of code.matchAll(
    /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm,
  )) {
    const next = spec ? resolveImport(file, spec) : null
    if (next) imports.push(next)
  }
  const texts = new Set<string>()
  for (const [, literal] of code.matchAll(/['"]([\w]+\.[\w.]+)['"]/g))
    if (literal && keySet.has(literal)) texts.add(literal)
  for (const [, family] of code.matchAll(/`(\w+)\.\$\{/g))
    for (const key of keys) if (key.startsWith(`${family}.`)) texts.add(key)
  const module = { imports, texts }
  modules.set(file, module)
  return module
}

/** A module and every module it imports statically. */
function closure(...starts: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of read(file).imports) visit(next)
  }
  for (const start of starts) visit(start)
  return seen
}

/** Texts the modules name that no part among them holds. */
function missingTexts(files: Set<string>): string[] {
  const available = new Set(parts.filter((part) => files.has(part.file)).flatMap((p) => p.keys))
  const named = new Set([...files].flatMap((file) => [...read(file).texts]))
  return [...named].filter((key) => !available.has(key)).sort()
}

const main = path.join(src, 'main.tsx')
const routesDir = path.join(src, 'app/routes')
const frame = path.join(routesDir, 'app-root.tsx')
const router = readFileSync(path.join(src, 'app/router.tsx'), 'utf8')
/** The route modules the router loads lazily. */
const screens = [...router.matchAll(/import\('\.\/routes\/([\w/-]+)'\)/g)].map(([, route]) =>
  path.join(routesDir, `${route}.tsx`),
)
/** Screens shown without the signed-in frame (vite-chunks.ts's public routes). */
const outside = ['login', 'signup', 'forgot-password', 'welcome'].map((name) =>
  path.join(routesDir, `${name}.tsx`),
)

describe('English texts in parts', () => {
  it('holds every key in exactly one part', () => {
    expect(parts.length).toBeGreaterThan(3)
    const all = parts.flatMap((part) => part.keys)
    expect(all.length).toBe(keys.length)
    expect(new Set(all).size).toBe(keys.length)
  })

  it('writes the first part’s contract messages as the contract does', () => {
    expect(en['login.error']).toBe(MESSAGES.login.invalid)
    expect(en['login.errors.email']).toBe(MESSAGES.login.emailRequired)
    expect(en['login.errors.password']).toBe(MESSAGES.login.passwordRequired)
    expect(en['twoFactor.login.error']).toBe(MESSAGES.twoFactor.codeInvalid)
  })

  it('finds the router’s screens and the texts they name', () => {
    expect(screens.length).toBeGreaterThan(20)
    expect(screens).toContain(frame)
    for (const screen of screens) expect(existsSync(screen), screen).toBe(true)
    expect(read(path.join(src, 'features/auth/components/login-form.tsx')).texts).toContain(
      'login.submit',
    )
  })

  it('brings with the entry every text the entry names', () => {
    expect(missingTexts(closure(main))).toEqual([])
  })

  it.each(screens.map((screen) => [path.relative(routesDir, screen), screen] as const))(
    'brings with %s every text it names',
    (_name, screen) => {
      const files = outside.includes(screen) ? closure(main, screen) : closure(main, frame, screen)
      expect(missingTexts(files)).toEqual([])
    },
  )

  it('has no part that a screen or the entry does not import', () => {
    const imported = new Set(screens.flatMap((screen) => [...closure(main, screen)]))
    expect(parts.map((part) => part.file).filter((file) => !imported.has(file))).toEqual([])
    expect(readdirSync(path.join(src, 'i18n/english')).length).toBe(parts.length + 1)
  })
})
