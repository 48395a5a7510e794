// Browser tests drive Debian's Chromium, never a downloaded browser: by default its headless
// shell (package chromium-headless-shell, the same Blink and V8 as the `chromium` package,
// without the browser's own UI; half the CPU of the full browser in headless mode, decision
// 050). CHROMIUM_PATH picks another binary, for example /usr/bin/chromium to watch a run with
// --headed. Installs the package when it is missing and we may (root with apt-get); otherwise
// says how.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const wanted = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL
if (existsSync(wanted)) process.exit(0)

const debianPackage = wanted === HEADLESS_SHELL ? 'chromium-headless-shell' : 'chromium'
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`> ${wanted} is missing: installing Debian's ${debianPackage} package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env })
  if (install && install.status === 0 && existsSync(wanted)) process.exit(0)
}
console.error(
  `Chromium was not found at ${wanted}.\n` +
    `Install it with:  sudo apt-get install -y ${debianPackage}\n` +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
)
process.exit(1)
