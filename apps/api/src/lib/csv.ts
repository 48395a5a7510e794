import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'

export type CsvValue = string | number | boolean | null | undefined

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One RFC 4180 field; text that starts like a formula gets a `'`, so spreadsheets show it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * A CSV stream (a BOM so Excel reads Arabic) that pulls each batch only as fast as the client
 * reads: memory holds one batch.
 */
export function csvStream<Row>(
  header: readonly string[],
  batches: AsyncIterable<readonly Row[]>,
  toCells: (row: Row) => readonly CsvValue[],
): Readable {
  async function* chunks() {
    yield `\uFEFF${csvLine(header)}`
    for await (const batch of batches) yield batch.map((row) => csvLine(toCells(row))).join('')
  }
  return Readable.from(chunks(), { objectMode: false })
}

/** Sends a CSV stream as a download named `<name>-<YYYY-MM-DD>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable): void {
  const day = new Date().toISOString().slice(0, 10)
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream)
}

/** An export's answer in the API description, with the first lines of one as its example. */
export const csvAnswer = (example: string) =>
  z
    .string()
    .describe('A CSV file (UTF-8 with BOM, RFC 4180), in `lang` unless `raw=1`.')
    .meta({ examples: [`\uFEFF${example}`] })
