import { CircleCheck, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

/** What an add form hands to its list: what was created, and where it can be seen. */
export type CreatedState = {
  created: { message: string; href: string; linkLabel: string; external?: boolean }
}

function createdOf(state: unknown): CreatedState['created'] | null {
  const created = (state as Partial<CreatedState> | null)?.created
  return created && typeof created.message === 'string' && typeof created.href === 'string'
    ? created
    : null
}

/** After an add form: "… was added." with a link to the new item, in view, until dismissed. */
export function CreatedNotice() {
  const t = useT()
  const created = createdOf(useLocation().state)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const notice = useRef<HTMLDivElement>(null)
  // The add form was scrolled to its button: the notice at the top of the list comes into view.
  const shown = created && dismissed !== created.href ? created.href : null
  useEffect(() => {
    if (shown) notice.current?.scrollIntoView?.({ block: 'nearest' })
  }, [shown])
  if (!created || dismissed === created.href) return null
  const linkClass = cn(
    'font-medium underline underline-offset-2 hover:text-emerald-900',
    focusRing,
    'rounded',
  )
  return (
    <div
      ref={notice}
      role="status"
      className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="flex-1">
        {created.message}{' '}
        {created.external ? (
          <a href={created.href} target="_blank" rel="noreferrer" className={linkClass}>
            {created.linkLabel}
          </a>
        ) : (
          <Link to={created.href} className={linkClass}>
            {created.linkLabel}
          </Link>
        )}
      </span>
      <button
        type="button"
        onClick={() => setDismissed(created.href)}
        aria-label={t('common.dismiss')}
        className={cn('-m-1 rounded p-1 opacity-70 hover:opacity-100', focusRing)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
