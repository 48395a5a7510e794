import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Fewer, larger chunks (decision 029). Left to itself the bundler makes one chunk per set of
 * routes sharing a module, so a signed-in page fetched about 60 scripts, most of a few hundred
 * bytes; on a phone each request costs main-thread time of its own (measured: most of
 * Lighthouse's "Other" work) besides its round trip. The bundler cannot know that the frame
 * (app-root) comes with every signed-in screen, so this plugin tells it, in three groups:
 *
 * - `initial`: what the entry imports statically (the bundler's own `$initial` tag);
 * - `public`: what the login page needs beyond it, so it loads three scripts and none of the
 *   signed-in code;
 * - `shell`: what the frame (app-root) needs;
 * - `screens`: every module two or more signed-in screens share, but form code
 *   (react-hook-form and what uses it), which only the form screens load.
 * The last two leave out what the screens outside the frame (sign-up, password reset,
 * welcome) use too: those modules keep the bundler's own chunks.
 *
 * A screen's own modules stay in its route chunk; the language catalogues, the live client and
 * the contract's schemas fetched on first use stay lazy. The module graph is read in
 * `buildEnd`, before chunks are made, and the groups' tests ask it.
 */
export function shellChunks(root: string) {
  const routes = path.join(root, 'src/app/routes')
  const router = path.join(root, 'src/app/router.tsx')
  const shellRoute = path.join(routes, 'app-root.tsx')
  /** The screens outside the frame; the login page's modules make the `public` group. */
  const login = path.join(routes, 'login.tsx')
  const publicRoutes = [
    login,
    ...['signup', 'forgot-password', 'welcome'].map((name) => path.join(routes, `${name}.tsx`)),
  ]
  const shell = new Set<string>()
  const publicModules = new Set<string>()
  const shared = new Set<string>()

  const plugin: Plugin = {
    name: 'rihla-shell-chunks',
    apply: 'build',
    buildEnd() {
      // lucide-react's index re-exports all ~2,000 icons: walking through it would put every
      // icon in every group. A module's edges to it are replaced by the icons it names.
      const lucideIndex = [...this.getModuleIds()].find((id) =>
        /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id),
      )
      const iconFiles = new Map<string, string>()
      const indexCode = lucideIndex ? (this.getModuleInfo(lucideIndex)?.code ?? '') : ''
      for (const [, names, file] of indexCode.matchAll(
        /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+\.mjs)['"]/g,
      )) {
        for (const name of (names ?? '').matchAll(/default as (\w+)/g)) {
          if (lucideIndex && name[1] && file)
            iconFiles.set(name[1], path.join(path.dirname(lucideIndex), 'icons', file))
        }
      }
      const edges = (id: string): readonly string[] => {
        const info = this.getModuleInfo(id)
        if (!info || id === lucideIndex) return []
        if (!lucideIndex || !info.importedIds.includes(lucideIndex)) return info.importedIds
        const icons: string[] = []
        for (const [, names] of (info.code ?? '').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g,
        )) {
          for (const name of (names ?? '').split(',')) {
            const file = iconFiles.get(name.trim().split(/\s+/)[0] ?? '')
            if (file) icons.push(file)
          }
        }
        return [...info.importedIds.filter((next) => next !== lucideIndex), ...icons]
      }
      const closure = (start: string) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const next of edges(id)) visit(next)
        }
        visit(start)
        return seen
      }
      const screens = this.getModuleInfo(router)?.dynamicallyImportedIds ?? []
      for (const m of closure(login)) publicModules.add(m)
      const outside = new Set(publicRoutes.flatMap((route) => [...closure(route)]))
      const uses = new Map<string, number>()
      for (const route of screens) {
        if (publicRoutes.includes(route)) continue
        for (const m of closure(route)) {
          if (outside.has(m)) continue
          if (route === shellRoute) shell.add(m)
          else uses.set(m, (uses.get(m) ?? 0) + 1)
        }
      }
      // Form code (react-hook-form and what uses it) waits for the form screens.
      const isForms = (id: string) => /[\\/](react-hook-form|@hookform)[\\/]/.test(id)
      for (const [m, count] of uses) {
        if (count < 2 || shell.has(m)) continue
        if (![...closure(m)].some(isForms)) shared.add(m)
      }
      // A screen module keeps its own chunk (the router's lazy import, the bundle check).
      for (const route of screens) {
        shell.delete(route)
        shared.delete(route)
        publicModules.delete(route)
      }
    },
  }

  return {
    plugin,
    groups: [
      // Modules of the entry's static graph are taken first, whatever the other groups say.
      { name: 'initial', tags: ['$initial' as const], priority: 3 },
      { name: 'public', test: (id: string) => publicModules.has(id), priority: 2 },
      { name: 'shell', test: (id: string) => shell.has(id), priority: 1 },
      { name: 'screens', test: (id: string) => shared.has(id), priority: 0 },
    ],
  }
}
