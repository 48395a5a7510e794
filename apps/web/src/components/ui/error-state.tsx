import { TriangleAlert } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { Button } from './button'

type ErrorStateProps = { message: string; onRetry?: () => void; className?: string }

/** A failed load in place of its content, with a way to try again. */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  const t = useT()
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
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="px-3 py-1.5">
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  )
}
