import { Keyboard } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useT } from '@/i18n/i18n'
import { withShortcut } from './use-queue-shortcuts'

type BulkActionsBarProps = {
  /** Selected products on every page, on this one, and how many this page shows. */
  selected: number
  selectedOnPage: number
  onPage: number
  onSelectPage: (select: boolean) => void
  onApprove: () => void
  onReject: () => void
  onShortcuts: () => void
  busy: boolean
}

/**
 * Select all on the page (a selection can span pages), then approve or reject the whole
 * selection in one request.
 */
export function BulkActionsBar(props: BulkActionsBarProps) {
  const { selected, selectedOnPage, onPage, busy } = props
  const t = useT()
  const all = useRef<HTMLInputElement>(null)
  // Some selected, not all: the box shows the mixed state (it has no HTML attribute).
  useEffect(() => {
    if (all.current) all.current.indeterminate = selectedOnPage > 0 && selectedOnPage < onPage
  }, [selectedOnPage, onPage])
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-3 py-2 text-sm sm:gap-3 sm:px-4 sm:py-3">
      <label className="inline-flex items-center gap-2 text-slate-700">
        <input
          ref={all}
          type="checkbox"
          className="size-4 accent-emerald-700"
          checked={onPage > 0 && selectedOnPage === onPage}
          disabled={onPage === 0}
          onChange={(event) => props.onSelectPage(event.target.checked)}
        />
        {t('waiting.selectPage')}
      </label>
      <span className="text-slate-500" aria-live="polite">
        {t('waiting.selectedCount', { count: selected })}
      </span>
      <div className="ms-auto flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="px-3 py-2"
          disabled={selected === 0 || busy}
          onClick={props.onApprove}
        >
          {t('waiting.approveSelected')}
        </Button>
        <Button
          variant="danger"
          className="px-3 py-2"
          disabled={selected === 0 || busy}
          onClick={props.onReject}
        >
          {t('waiting.rejectSelected')}
        </Button>
        <Button
          variant="ghost"
          // Keyboard shortcuts mean nothing on a phone or a touch screen (no fine pointer: a
          // keyboard is unlikely): the button shows from 640 px, with a mouse or a touchpad.
          className="px-2.5 py-2 max-sm:hidden pointer-coarse:hidden"
          aria-label={t('waiting.shortcuts')}
          aria-keyshortcuts="?"
          title={withShortcut(t('waiting.shortcuts'), '?')}
          onClick={props.onShortcuts}
        >
          <Keyboard aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  )
}
