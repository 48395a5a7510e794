import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

/** What an action came to, as a list screen reports it. */
export type Outcome = { tone: 'success' | 'error'; message: string }

type NoticeProps = Outcome & { onDismiss?: () => void }

/** The outcome of an action: errors are announced at once, confirmations politely. */
export function Notice({ tone, message, onDismiss }: NoticeProps) {
  const t = useT()
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      // Said outright, though the roles imply it, for screen readers that only read the attribute.
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-700'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="flex-1">{message}</span>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
          className={cn('-m-1 rounded p-1 opacity-70 hover:opacity-100', focusRing)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}

/** The last action's outcome, when there is one, dismissed by `onDismiss`. */
export function OutcomeNotice({
  outcome,
  onDismiss,
}: {
  outcome: Outcome | null
  onDismiss: () => void
}) {
  return outcome ? (
    <Notice tone={outcome.tone} message={outcome.message} onDismiss={onDismiss} />
  ) : null
}
