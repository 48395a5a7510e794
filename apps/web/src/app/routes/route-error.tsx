import { TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useT } from '@/i18n/i18n'
import { browser } from '@/lib/browser'

/** Shown when a screen throws or its chunk fails to load (often a deploy since the page opened). */
export function RouteError() {
  const t = useT()
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-500" />
      <p className="text-lg font-medium text-slate-800">{t('errors.route')}</p>
      <Button onClick={() => browser.reload()}>{t('errors.reload')}</Button>
    </div>
  )
}
