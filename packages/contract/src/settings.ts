import { z } from 'zod'
import { CURRENCY_CODE, isKnownCurrency } from './money'

/**
 * An ISO 4217 currency code (the server's CURRENCY): three letters Intl knows, written in
 * capitals whatever case they came in.
 */
export const currencyCodeSchema = z.string().trim().toUpperCase().refine(isKnownCurrency, {
  error: 'must be an ISO 4217 currency code such as USD, EUR or DZD',
})

/**
 * `GET /api/settings/public`: what this deployment shows to everybody. The built web app reads
 * the same currency from its page before the first paint (decision 039); this answer is for
 * other clients and for the development server, which serves the page without it.
 */
export const publicSettingsSchema = z.object({
  /** Prices are in this currency (ISO 4217), `USD` unless CURRENCY says otherwise. */
  currency: z.string().regex(CURRENCY_CODE),
})
export type PublicSettings = z.infer<typeof publicSettingsSchema>
