import { cn } from '@/lib/cn'

/** A grey placeholder of a fixed size, so content arriving does not move the page. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded bg-slate-200', className)}
    />
  )
}
