import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useT } from '@/i18n/i18n'

/** Below this, a wait is not worth a bar: it would only flicker. */
const SHOW_AFTER_MS = 200

/** A thin bar along the top while a screen, a read or a save lasts longer than a moment. */
export function ProgressBar() {
  const t = useT()
  const navigating = useNavigation().state !== 'idle'
  const fetching = useIsFetching()
  const mutating = useIsMutating()
  const busy = navigating || fetching > 0 || mutating > 0
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (!busy) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])

  if (!shown) return null
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="progress-slide h-full w-1/3 bg-emerald-600" />
    </div>
  )
}
