import { Inbox } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { Button } from './button'

type EmptyStateProps = {
  message: string
  className?: string
  /** Given, the list is empty because of a search: a "Clear search" button calls it. */
  onClearSearch?: (() => void) | undefined
}

export function EmptyState({ message, className, onClearSearch }: EmptyStateProps) {
  const t = useT()
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-500',
        className,
      )}
    >
      <Inbox aria-hidden="true" className="size-6 text-slate-400" />
      <p>{message}</p>
      {onClearSearch ? (
        <Button variant="secondary" className="mt-2 px-3 py-2" onClick={onClearSearch}>
          {t('common.clearSearch')}
        </Button>
      ) : null}
    </div>
  )
}
