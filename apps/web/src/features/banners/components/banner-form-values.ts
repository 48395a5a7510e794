import {
  type AdminBanner,
  type BannerEditBody,
  type BannerLink,
  isHttpsUrl,
  scheduleIsOrdered,
} from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { ID_TEXT, parseIdText } from '@rihla/contract/pagination'

/** What the edit form holds, as its inputs hold it, so a conflict compares them field by field. */
export type BannerFormValues = {
  link: string
  activeFrom: string
  activeTo: string
  active: boolean
}
export type BannerFormField = keyof BannerFormValues
export const BANNER_FORM_FIELDS: readonly BannerFormField[] = [
  'link',
  'activeFrom',
  'activeTo',
  'active',
]

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a `datetime-local` value in the browser's time zone ("2026-05-01T10:00"). */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A `datetime-local` value as an instant (ISO 8601, UTC); null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null
  const time = new Date(value).getTime()
  return Number.isFinite(time) ? new Date(time).toISOString() : null
}

export function linkToText(link: BannerLink): string {
  if (link === null) return ''
  return 'productId' in link ? String(link.productId) : link.url
}

/** The typed link as the API takes it; undefined when it is neither a number nor https. */
export function textToLink(text: string): BannerLink | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (ID_TEXT.test(trimmed)) {
    const productId = parseIdText(trimmed)
    return productId === null ? undefined : { productId }
  }
  return isHttpsUrl(trimmed) ? { url: trimmed } : undefined
}

export function formValuesOf(banner: AdminBanner): BannerFormValues {
  return {
    link: linkToText(banner.link),
    activeFrom: toLocalInput(banner.activeFrom),
    activeTo: toLocalInput(banner.activeTo),
    active: banner.active,
  }
}

export type BannerFormErrors = Partial<Record<BannerFormField, string>>

/** The form's problems, with the contract's messages (shown in the active language). */
export function validateBannerForm(values: BannerFormValues): BannerFormErrors {
  const errors: BannerFormErrors = {}
  if (textToLink(values.link) === undefined) errors.link = MESSAGES.banner.link
  const from = fromLocalInput(values.activeFrom)
  const to = fromLocalInput(values.activeTo)
  if (values.activeFrom !== '' && from === null) errors.activeFrom = MESSAGES.banner.date
  if (values.activeTo !== '' && to === null) errors.activeTo = MESSAGES.banner.date
  else if (!scheduleIsOrdered(from, to)) errors.activeTo = MESSAGES.banner.schedule
  return errors
}

/** The PATCH body: only the fields that differ from `base` (what the form was read at). */
export function changesOf(mine: BannerFormValues, base: BannerFormValues): BannerEditBody {
  const changes: BannerEditBody = {}
  if (mine.link.trim() !== base.link.trim()) {
    const link = textToLink(mine.link)
    if (link !== undefined) changes.link = link
  }
  if (mine.activeFrom !== base.activeFrom) changes.activeFrom = fromLocalInput(mine.activeFrom)
  if (mine.activeTo !== base.activeTo) changes.activeTo = fromLocalInput(mine.activeTo)
  if (mine.active !== base.active) changes.active = mine.active
  return changes
}
