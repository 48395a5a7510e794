import { z } from 'zod'
import { idTextSchema } from './pagination'

/**
 * Duplicate and risk signals on waiting listings (decision 049). The scheduled-job
 * runner computes them when a listing is submitted, edited or resubmitted, never in the request,
 * and stores them; the queue shows them as badges, filters on them and explains each one.
 *
 * - `same-picture`: a picture's perceptual hash near another listing's picture;
 * - `similar-title`: the title near another listing's in the same category;
 * - `same-phone-many`: the submitter's phone behind more than `SIGNAL_LIMITS.phoneListings`
 *   listings or more than one account;
 * - `price-outlier`: the price outside the usual range of its subcategory and wilaya.
 */
export const SIGNAL_KINDS = [
  'same-picture',
  'similar-title',
  'same-phone-many',
  'price-outlier',
] as const
export type SignalKind = (typeof SIGNAL_KINDS)[number]

/** The kinds that name another listing, and so can be dismissed pair by pair. */
export const PAIR_SIGNAL_KINDS = [
  'same-picture',
  'similar-title',
] as const satisfies readonly SignalKind[]

/** The thresholds the signals use, chosen from the bench (`bench/RESULTS.md`, "Signals"). */
export const SIGNAL_LIMITS = {
  /** A phone behind more listings than this (any status, any account) is a signal. */
  phoneListings: 20,
  /**
   * same-picture: the largest Hamming distance (of 64 bits) between two pictures' perceptual
   * hashes (or of one and a centred crop of the other) that still counts as the same picture.
   * The bench's copies are all within 5 and different pictures all beyond 12 (precision and
   * recall 1.0 from 6 to 12); 7 keeps a margin and a band radius of 1 (17 probes per band).
   */
  pictureDistance: 7,
  /**
   * similar-title: the smallest trigram similarity of two normalized titles in one category.
   * The bench: 0.75 gives precision 0.87, 0.8 precision 1.0 at recall 0.93 (rewordings:
   * words moved, a word added, accents and case); titles differing by one place or feature
   * ("… à Oran" / "… à Alger") stay below it.
   */
  titleSimilarity: 0.8,
  /** price-outlier: approved listings of the subcategory and wilaya needed for a usual range. */
  priceSamples: 5,
  /**
   * price-outlier: the usual range is the median of the log prices ± this many robust standard
   * deviations (1.4826 × MAD, at least `priceMinSpread`).
   */
  priceDeviations: 3,
  /** The smallest spread of log prices used (ln 1.25: ± 3 of them is about × / ÷ 2). */
  priceMinSpread: 0.22,
} as const

/**
 * One signal on a waiting listing. `score` is in [0, 1], higher is stronger (for a picture,
 * 1 - distance / 64; for a title, the trigram similarity; for a price, how far outside the
 * usual range; for a phone, 1). `otherProductId` names the listing it resembles, when there is
 * one (a pair kind); `detail` is the figures behind it, for the moderator.
 */
export const signalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS),
  score: z.number().min(0).max(1),
  otherProductId: z.number().int().optional(),
  detail: z.object({
    /**
     * A pair kind: who owns the other listing (null once that account is deleted), for the
     * side-by-side view; the other listing itself is read with `GET /api/products/{id}`, which
     * names no owner. Optional: a server that leaves it out shows no owner.
     */
    otherOwner: z.object({ id: z.number().int(), username: z.string() }).nullable().optional(),
    /** same-picture: the Hamming distance between the two hashes (0-64). */
    distance: z.number().int().optional(),
    /** similar-title: the other listing's title. */
    otherTitle: z.string().optional(),
    /** same-phone-many: how many listings and how many accounts share the phone. */
    listings: z.number().int().optional(),
    accounts: z.number().int().optional(),
    /** price-outlier: the median and the usual range of the subcategory and wilaya, in DZD. */
    median: z.number().optional(),
    low: z.number().optional(),
    high: z.number().optional(),
  }),
})
export type Signal = z.infer<typeof signalSchema>

/** `?signal=any` (any kind) or one kind filters the waiting list to listings with signals. */
export const SIGNAL_FILTERS = ['any', ...SIGNAL_KINDS] as const
export type SignalFilter = (typeof SIGNAL_FILTERS)[number]
export const signalFilterQuery = {
  signal: z.enum(SIGNAL_FILTERS).optional(),
}

/** `POST /api/products/{id}/signals/{kind}/{otherProductId}/dismiss`: "Not a duplicate". */
export const dismissSignalParamsSchema = z.object({
  id: idTextSchema,
  kind: z.enum(PAIR_SIGNAL_KINDS),
  otherProductId: idTextSchema,
})
export type DismissSignalParams = z.infer<typeof dismissSignalParamsSchema>
