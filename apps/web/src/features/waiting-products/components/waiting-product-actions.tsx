import { ArrowRight, Check, Keyboard, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { withShortcut } from './use-queue-shortcuts'

type WaitingProductActionsProps = {
  /** Set once the product is approved or rejected: the decisions give way to what comes next. */
  decided: boolean
  /** Decided by someone else while open: the decisions stay in view, disabled. */
  locked?: boolean
  busy: boolean
  onApprove: () => void
  onApproveNext: () => void
  onReject: () => void
  onNext: () => void
  onShortcuts: () => void
}

/**
 * The decision bar of a waiting product's page: approve, approve and next, reject, each with
 * its key in its tooltip and `aria-keyshortcuts` (a, n, r; ? opens the list of them). Below
 * 768 px it comes last and sticks to the bottom of the screen (clear of the phone's home bar),
 * so the decision stays at hand while the product is read; at the end of the page it sits in the
 * flow, hiding nothing, and the undo toast rises above it (`--bottom-bar`).
 */
export function WaitingProductActions(props: WaitingProductActionsProps) {
  const { decided, busy, locked = false } = props
  const t = useT()
  const bar = useBottomBarHeight()
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t('waiting.decision')}
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm max-md:sticky max-md:bottom-0 max-md:z-20 max-md:order-last max-md:pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
    >
      {decided ? (
        <>
          <Button className="px-3 py-2" onClick={props.onNext} disabled={busy}>
            {t('waiting.nextProduct')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Button>
          <ButtonLink variant="secondary" className="px-3 py-2" to={paths.waitingProducts.href()}>
            {t('waiting.back')}
          </ButtonLink>
        </>
      ) : (
        <>
          <Button
            className="px-3 py-2"
            onClick={props.onApprove}
            disabled={busy || locked}
            aria-keyshortcuts="a"
            title={withShortcut(t('waiting.approve'), 'a')}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('waiting.approve')}
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-2"
            onClick={props.onApproveNext}
            disabled={busy || locked}
            aria-keyshortcuts="n"
            title={withShortcut(t('waiting.approveNext'), 'n')}
          >
            {t('waiting.approveNext')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Button>
          <Button
            variant="danger"
            className="px-3 py-2"
            onClick={props.onReject}
            disabled={busy || locked}
            aria-keyshortcuts="r"
            title={withShortcut(t('waiting.reject'), 'r')}
          >
            <X aria-hidden="true" className="size-4" />
            {t('waiting.reject')}
          </Button>
          {locked ? (
            <Button
              variant="secondary"
              className="px-3 py-2"
              onClick={props.onNext}
              disabled={busy}
            >
              {t('waiting.nextProduct')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Button>
          ) : null}
        </>
      )}
      <Button
        variant="ghost"
        // No keyboard to speak of on a touch screen: the shortcuts' button is not offered there.
        className="ms-auto px-2.5 py-2 pointer-coarse:hidden"
        aria-label={t('waiting.shortcuts')}
        aria-keyshortcuts="?"
        title={withShortcut(t('waiting.shortcuts'), '?')}
        onClick={props.onShortcuts}
      >
        <Keyboard aria-hidden="true" className="size-4" />
      </Button>
    </div>
  )
}

/**
 * Publishes the bar's height as `--bottom-bar` on the page while it sticks to the bottom (below
 * 768 px), for what else sits at the bottom of the screen (the undo toast) to rise above it.
 */
function useBottomBarHeight() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const root = document.documentElement
    const measure = () => {
      const sticky = getComputedStyle(element).position === 'sticky'
      root.style.setProperty('--bottom-bar', sticky ? `${element.offsetHeight}px` : '0px')
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    measure()
    return () => {
      observer.disconnect()
      root.style.removeProperty('--bottom-bar')
    }
  }, [])
  return ref
}
