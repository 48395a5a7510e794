import { TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useT } from '@/i18n/i18n'
import { browser } from '@/lib/browser'

/**
 * A screen that failed inside the signed-in frame (its code could not be fetched); "Try again"
 * reloads the page.
 */
export function ShellRouteError() {
  const t = useT()
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-500" />
      <p className="text-base font-medium text-slate-800">{t('errors.screen')}</p>
      {/* The browser keeps a failed module import failed: only a fresh load fetches it again. */}
      <Button onClick={() => browser.reload()}>{t('errors.retry')}</Button>
    </div>
  )
}
