import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/cn'

type PanelProps = { title: string; action?: ReactNode; children: ReactNode; className?: string }

/** A titled card; its heading names the region for assistive technology. */
export function Panel({ title, action, children, className }: PanelProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="flex-1">{children}</div>
    </section>
  )
}
