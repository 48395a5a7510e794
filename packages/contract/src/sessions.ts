import { z } from 'zod'

/** One of the signed-in person's sessions (`GET /api/auth/sessions`). */
export const sessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent at sign-in, as sent (the web shows a short form of it). */
  userAgent: z.string().nullable(),
  /** The address the session signed in from. */
  address: z.string().nullable(),
  createdAt: z.string(),
  /** The last renewal of its tokens; null until the first. */
  lastSeenAt: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
})
export type Session = z.infer<typeof sessionSchema>

/** Live sessions, the latest first. `DELETE /api/auth/sessions` ends all but the current. */
export const sessionListSchema = z.object({ data: z.array(sessionSchema) })
export type SessionList = z.infer<typeof sessionListSchema>

export const sessionIdParamSchema = z.object({ id: z.uuid() })
