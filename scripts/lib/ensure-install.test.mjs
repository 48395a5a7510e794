import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { needsInstall } from './ensure-install.mjs'

const dirs = []
function project() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-install-'))
  dirs.push(dir)
  writeFileSync(path.join(dir, 'package.json'), '{}')
  writeFileSync(path.join(dir, 'package-lock.json'), '{}')
  return dir
}
/** Marks the folder as installed at `seconds` (epoch), as npm's own stamp file would. */
function installAt(dir, seconds) {
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
  const stamp = path.join(dir, 'node_modules', '.package-lock.json')
  writeFileSync(stamp, '{}')
  utimesSync(stamp, seconds, seconds)
}
function touch(dir, file, seconds) {
  utimesSync(path.join(dir, file), seconds, seconds)
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('needsInstall (shared by npm start and npm test)', () => {
  it('installs on a fresh clone, where node_modules does not exist', () => {
    expect(needsInstall(project())).toBe(true)
  })

  it('skips the install when nothing changed since the last one', () => {
    const dir = project()
    touch(dir, 'package.json', 1_000)
    touch(dir, 'package-lock.json', 1_000)
    installAt(dir, 2_000)
    expect(needsInstall(dir)).toBe(false)
  })

  it('installs again when the lock file or package.json is newer than the install', () => {
    const dir = project()
    touch(dir, 'package.json', 1_000)
    touch(dir, 'package-lock.json', 3_000)
    installAt(dir, 2_000)
    expect(needsInstall(dir)).toBe(true)
    touch(dir, 'package-lock.json', 1_000)
    touch(dir, 'package.json', 3_000)
    expect(needsInstall(dir)).toBe(true)
  })
})
