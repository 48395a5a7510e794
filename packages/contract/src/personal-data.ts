import { z } from 'zod'

/**
 * A person's data on request (Law 18-07, like the GDPR's articles 15 and 17): a copy of it, or
 * its erasure. Staff do both (`GET /api/users/{id}/export`, `POST /api/users/{id}/erase`); a
 * person asks for either from their account page, which staff then see in the activity.
 */
export const DATA_REQUEST_KINDS = ['export', 'erase'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]

export const dataRequestBodySchema = z.strictObject({ kind: z.enum(DATA_REQUEST_KINDS) })
export type DataRequestBody = z.infer<typeof dataRequestBodySchema>

export const dataRequestResponseSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS),
  requestedAt: z.string(),
})
export type DataRequestResponse = z.infer<typeof dataRequestResponseSchema>

/** What an erasure did: the account as it now stands, and how much went with it. */
export const userErasedResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  listingsRemoved: z.number().int(),
  filesRemoved: z.number().int(),
})
export type UserErasedResponse = z.infer<typeof userErasedResponseSchema>

/** The name an erased account keeps: no trace of the person, the number for the records. */
export const erasedUsername = (id: number) => `Erased account ${id}`
