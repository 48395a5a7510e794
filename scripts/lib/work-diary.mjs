// Words about how the work was organised (numbered work periods, assistants, the build
// machines, who ran what) have no place in the product's files: git holds that history.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Matches numbered work periods only; the sign-in records ("session id") are product words. */
export const DIARY_PATTERNS = [
  /\b[Ss]ession \d+\b(?!\s*(?:days?|hours?|minutes?|seconds?|ms|s)\b)/,
  /\b[Ss]essions \d+(?:\s*(?:,|and|to|–|-)\s*\d+)+/,
  /\b[Tt]his session's (?:machine|work|commits?)\b/,
  /\b(?:another|other|two|three|four|five|six) helpers?\b/i,
  /\bhelpers?(?:'s)? (?:ran|run|work|building|testing|shared|loaded)\b/i,
  /\bthis machine\b/i,
  /\bbuild machines?\b/i,
  /\bthe lead(?:'s)?\b/i,
]

const SKIPPED = /(^|\/)package-lock\.json$|\.(png|webp|jpe?g|gif|ico|woff2?|tar|gz)$/

/** Every line of a tracked text file that matches a pattern, as `path:line: text`. */
export function diaryLines(root, skip = []) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !SKIPPED.test(f) && !skip.includes(f))
  const found = []
  for (const file of files) {
    let text
    try {
      text = readFileSync(path.join(root, file), 'utf8')
    } catch {
      continue
    }
    text.split('\n').forEach((line, i) => {
      if (DIARY_PATTERNS.some((p) => p.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`)
    })
  }
  return found
}
