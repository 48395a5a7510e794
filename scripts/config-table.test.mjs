import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { configVariables, readmeRows, regenerate } from './config-table.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')

describe("README's configuration table", () => {
  it('lists every variable of config.ts with its default, in the same order', () => {
    const rows = readmeRows(readme)
    const expected = configVariables().map((v) => [
      v.name,
      v.fallback === undefined ? 'unset' : `\`${v.fallback}\``,
    ])
    expect([...rows].map(([name, row]) => [name, row.fallback])).toEqual(expected)
  })

  it('is what the generator writes, and every variable has a meaning', () => {
    expect(regenerate(readme)).toBe(readme)
    for (const [name, row] of readmeRows(readme)) expect(row.meaning, name).not.toMatch(/^TODO|^$/)
  })

  it('follows a variable added to the schema, with its evaluated default', () => {
    const variables = [...configVariables(), { name: 'NEW_LIMIT', fallback: 15 * 60 }]
    const next = regenerate(readme, variables)
    expect(readmeRows(next).get('NEW_LIMIT')).toEqual({
      fallback: '`900`',
      meaning: 'TODO: describe',
    })
    expect(readmeRows(next).get('PORT')).toEqual(readmeRows(readme).get('PORT'))
  })
})
