import { Inbox } from 'lucide-react'
import { cn } from '@/lib/cn'

export function EmptyState({ message, className }: { message: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-500',
        className,
      )}
    >
      <Inbox aria-hidden="true" className="size-6 text-slate-400" />
      <p>{message}</p>
    </div>
  )
}
