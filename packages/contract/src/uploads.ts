import { z } from 'zod'

/**
 * A file of a multipart form: an image (IMAGE_TYPES, judged by its bytes), at most
 * MAX_UPLOAD_BYTES. The server reads it as it streams (apps/api lib/multipart.ts); the form
 * schemas that hold it describe the upload routes' bodies in the API description.
 */
export const imageFileSchema = z.custom<Blob>((value) => value instanceof Blob)
