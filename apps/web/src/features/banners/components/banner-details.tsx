import type { AdminBanner } from '@rihla/contract/banners'
import { ExternalLink } from 'lucide-react'
import { focusRing } from '@/components/ui/focus-ring'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'

/** Where a banner leads: its product (a link to its page) or its address, or "No link". */
export function BannerLinkText({ banner }: { banner: AdminBanner }) {
  const t = useT()
  const { link } = banner
  if (link === null) return <span className="text-slate-500">{t('banners.noLink')}</span>
  if ('productId' in link) {
    if (banner.productTitle === null) {
      return <span className="text-slate-600">{t('banners.linkGone', { id: link.productId })}</span>
    }
    return (
      <TextLink to={paths.product.href(link.productId)}>
        {t('banners.linkProduct', { id: link.productId })} · <bdi>{banner.productTitle}</bdi>
      </TextLink>
    )
  }
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded font-medium break-all text-emerald-700 underline-offset-4 hover:underline',
        focusRing,
      )}
    >
      {link.url}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  )
}

/** When a banner is shown: from, until, both, or neither. */
export function BannerScheduleText({ banner }: { banner: AdminBanner }) {
  const t = useT()
  const locale = useLocale()
  const parts: string[] = []
  if (banner.activeFrom) {
    parts.push(t('banners.from', { date: formatDateTime(banner.activeFrom, locale) }))
  }
  if (banner.activeTo) {
    parts.push(t('banners.until', { date: formatDateTime(banner.activeTo, locale) }))
  }
  return <span>{parts.length > 0 ? parts.join(' · ') : t('banners.always')}</span>
}
