import { z } from 'zod'

/** The screens whose viewers are shown to each other: the waiting list for now. */
export const PRESENCE_PLACES = ['waiting-list'] as const
export type PresencePlace = (typeof PRESENCE_PLACES)[number]

/** A screen says it is still open this often (`PUT /api/presence/{place}`). */
export const PRESENCE_BEAT_SECONDS = 15
/** A viewer not heard from for this long has left (a closed tab sends nothing). */
export const PRESENCE_TTL_SECONDS = 40

export const presencePlaceParamSchema = z.object({ place: z.enum(PRESENCE_PLACES) })

/** Someone else with the screen open, since when. */
export const presenceSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  since: z.string(),
})
export type Presence = z.infer<typeof presenceSchema>

/** The answer to a heartbeat: the others on the same screen, the longest there first. */
export const presenceListSchema = z.array(presenceSchema)
