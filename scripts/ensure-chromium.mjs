// Browser tests drive Debian's Chromium, never a downloaded browser. Installs it when it is
// missing and we may (root with apt-get); otherwise says how.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(wanted)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`> ${wanted} is missing: installing Debian's chromium package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  if (install && install.status === 0 && existsSync(wanted)) process.exit(0)
}
console.error(
  `Chromium was not found at ${wanted}.\n` +
    'Install it with:  sudo apt-get install -y chromium\n' +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
)
process.exit(1)
