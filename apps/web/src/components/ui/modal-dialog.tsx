import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react'
import { createPortal } from 'react-dom'
import { cn } from '@/lib/cn'
import { Button } from './button'

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

type DialogShellProps = Omit<ComponentProps<'div'>, 'onKeyDown' | 'role'> & {
  open: boolean
  role: 'dialog' | 'alertdialog'
  /** Takes focus when the dialog opens; focus goes back where it was when it closes. */
  initialFocus: RefObject<HTMLElement | null>
  /** Escape was pressed (its default already prevented). */
  onEscape: (event: KeyboardEvent) => void
  /** Given, a click on the backdrop calls it. */
  onBackdropClick?: () => void
}

/**
 * The modal part every dialog shares: a portal over a dimmed page, focus moved in and back out,
 * Tab and Shift+Tab kept inside, Escape handed to `onEscape`.
 */
export function DialogShell(props: DialogShellProps) {
  const { open, role, initialFocus, onEscape, onBackdropClick, children, ...dialogProps } = props
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    initialFocus.current?.focus()
    return () => previous?.focus()
  }, [open, initialFocus])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onEscape(event)
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    const first = focusable[0]
    const last = focusable.at(-1)
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex items-center justify-center p-4',
        !onBackdropClick && 'bg-slate-900/40',
      )}
    >
      {onBackdropClick ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={onBackdropClick}
          className="absolute inset-0 cursor-default bg-slate-900/40"
        />
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role, dialog or alertdialog, comes from the caller */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role, dialog or alertdialog, comes from the caller */}
      <div ref={dialogRef} role={role} aria-modal="true" onKeyDown={onKeyDown} {...dialogProps}>
        {children}
      </div>
    </div>,
    document.body,
  )
}

type ModalDialogProps = {
  open: boolean
  title: string
  /** The label of the footer button that closes the dialog. */
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/**
 * A modal dialog that shows information (WAI-ARIA dialog): focus starts on the close button,
 * Tab and Shift+Tab stay inside, Escape or a click outside closes it, and focus goes back to
 * where it was when it opened.
 */
export function ModalDialog({ open, title, closeLabel, onClose, children }: ModalDialogProps) {
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  return (
    <DialogShell
      open={open}
      initialFocus={closeRef}
      onEscape={(event) => {
        event.stopPropagation()
        onClose()
      }}
      onBackdropClick={onClose}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
      <div className="mt-6 flex justify-end">
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </DialogShell>
  )
}
