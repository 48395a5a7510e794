import { TriangleAlert } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { Button } from './button'

type ErrorStateProps = {
  message: string
  onRetry?: () => void
  className?: string
  /**
   * The failure, when it may be a refusal: a 403's own message says why (a role changed since
   * sign-in), which "failed to load" alone would hide.
   */
  error?: unknown
}

/** The server's reason for a refusal (403), in the active language. */
function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer && error.status === 403
    ? error.message
    : undefined
}

/** A failed load in place of its content, with a way to try again. */
export function ErrorState({ message, onRetry, className, error }: ErrorStateProps) {
  const t = useT()
  const refusal = refusalOf(error)
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-600',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-6 text-amber-500" />
      <p>{message}</p>
      {refusal ? <p className="font-medium text-slate-800">{refusal}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="px-3 py-1.5">
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  )
}
