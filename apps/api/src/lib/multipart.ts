import type { FastifyRequest } from 'fastify'
import { HttpError, httpError } from './http-errors'

export type UploadedFile = { field: string; filename: string; data: Buffer }
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | undefined }

/** Reads a multipart form with at most one file, in the field `fileField`. */
export async function readSingleFileForm(
  request: FastifyRequest,
  fileField: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw httpError(415, 'upload.notMultipart')
  const fields: Record<string, string> = {}
  let file: UploadedFile | undefined
  try {
    file = await readParts(request, fileField, fields)
  } catch (error) {
    // Our own refusals and the plugin's limits (FST_*: 413, 415) keep their answer; anything
    // else the parser throws is a broken body (cut short, bad boundary): the client's 400.
    if (error instanceof HttpError) throw error
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('FST_')) throw error
    throw httpError(400, 'upload.malformed')
  }
  return { fields, file }
}

async function readParts(
  request: FastifyRequest,
  fileField: string,
  fields: Record<string, string>,
): Promise<UploadedFile | undefined> {
  let file: UploadedFile | undefined
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume()
        throw httpError(400, 'upload.unexpectedField', { field: part.fieldname })
      }
      if (file) {
        part.file.resume()
        throw httpError(400, 'upload.oneFile')
      }
      const data = await part.toBuffer()
      // An empty file input is sent as a part with no bytes: treat it as no file.
      if (data.length > 0) file = { field: part.fieldname, filename: part.filename, data }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value
    }
  }
  return file
}

/**
 * Reads a form of files in `fileField`, handing each to `each` as it arrives (one upload in
 * memory); the one past `max` is refused before its bytes.
 */
export async function readFiles<T>(
  request: FastifyRequest,
  fileField: string,
  max: number,
  tooMany: HttpError,
  each: (file: UploadedFile) => Promise<T>,
): Promise<T[]> {
  if (!request.isMultipart()) throw httpError(415, 'upload.notMultipart')
  const results: T[] = []
  try {
    // One more file than allowed reaches the loop, which refuses it with the contract's text.
    for await (const part of request.parts({ limits: { files: max + 1 } })) {
      if (part.type !== 'file') continue
      if (part.fieldname !== fileField) {
        part.file.resume()
        throw httpError(400, 'upload.unexpectedField', { field: part.fieldname })
      }
      if (results.length >= max) {
        part.file.resume()
        throw tooMany
      }
      const data = await part.toBuffer()
      if (data.length > 0) {
        results.push(await each({ field: part.fieldname, filename: part.filename, data }))
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('FST_')) throw error
    throw httpError(400, 'upload.malformed')
  }
  return results
}
