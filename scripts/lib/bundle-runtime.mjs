// The web build's runtime, read from what the bundler put in each script
// (`.vite/packages.json`, written by apps/web/vite.config.ts). Decision 030: React DOM in
// every build, never another runtime serving React's API.

/** Packages that would replace React or React DOM at run time. */
export const FOREIGN_RUNTIMES = ['preact', '@preact/compat', 'inferno', 'inferno-compat', 'nervjs']

/**
 * What is wrong with a build's runtime, as sentences; none when the build holds react and
 * react-dom and none of FOREIGN_RUNTIMES.
 * @param {Record<string, string[]>} packagesByFile the built script -> its npm packages
 */
export function runtimeProblems(packagesByFile) {
  const all = new Set(Object.values(packagesByFile).flat())
  const problems = []
  for (const name of FOREIGN_RUNTIMES) {
    const files = Object.keys(packagesByFile).filter((f) => packagesByFile[f].includes(name))
    if (files.length > 0) problems.push(`the build holds ${name} (${files.join(', ')})`)
  }
  for (const name of ['react', 'react-dom']) {
    if (!all.has(name)) problems.push(`the build lacks ${name}`)
  }
  return problems
}
