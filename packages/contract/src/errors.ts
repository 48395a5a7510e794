import { z } from 'zod'

/** The one error shape of every 4xx and 5xx answer. */
export const errorResponseSchema = z.object({
  message: z.string(),
  details: z.array(z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
