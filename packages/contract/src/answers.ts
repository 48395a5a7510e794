import { z } from 'zod'

/** An answer that only says what was done, in English (the seed's delete answers). */
export const messageResponseSchema = z.object({ message: z.string() })
