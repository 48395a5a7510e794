#!/usr/bin/env node
// Comment lines and their share of product TypeScript lines (tests excluded), the comments
// found by TypeScript's parser: `node scripts/comment-lines.mjs [dir...]`.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { commentRanges } from './lib/comments.mjs'

const roots = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['apps/api/src', 'apps/web/src', 'packages/contract/src']
const isTest = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.split(path.sep).includes('testing')

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(full))
      yield full
  }
}

/** Lines that hold only comments, other non-blank lines, and comment lines in blocks of 4+. */
export function countFile(text, fileName) {
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1)
  const lineOf = (pos) => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (lineStarts[mid] <= pos) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  const masked = text.split('')
  const commentLines = new Set()
  for (const { pos, end } of commentRanges(text, fileName)) {
    for (let l = lineOf(pos); l <= lineOf(end - 1); l++) commentLines.add(l)
    for (let i = pos; i < end; i++) if (masked[i] !== '\n') masked[i] = ' '
  }
  const rest = masked.join('').split('\n')
  let comment = 0
  let code = 0
  const only = []
  rest.forEach((line, l) => {
    if (line.trim()) code++
    else if (commentLines.has(l)) {
      comment++
      only.push(l)
    }
  })
  let inBlocks = 0
  for (let i = 0; i < only.length; ) {
    let j = i
    while (j + 1 < only.length && only[j + 1] === only[j] + 1) j++
    if (j - i + 1 >= 4) inBlocks += j - i + 1
    i = j + 1
  }
  return { code, comment, inBlocks }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = { code: 0, comment: 0, inBlocks: 0 }
  for (const root of roots)
    for (const file of files(root)) {
      const c = countFile(readFileSync(file, 'utf8'), file)
      total.code += c.code
      total.comment += c.comment
      total.inBlocks += c.inBlocks
    }
  const lines = total.code + total.comment
  const share = ((100 * total.comment) / lines).toFixed(1)
  console.log(
    `code lines ${total.code}, comment lines ${total.comment} (${share} % of ${lines} non-blank lines), in blocks of 4+ comment lines ${total.inBlocks}`,
  )
}
