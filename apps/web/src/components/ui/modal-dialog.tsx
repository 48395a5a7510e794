import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { createPortal } from 'react-dom'
import { Button } from './button'

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

type DialogShellProps = Omit<ComponentProps<'dialog'>, 'onKeyDown' | 'role' | 'open'> & {
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
 * The modal part every dialog shares, on the native <dialog> with `showModal()` (the rest of the
 * page inert); Tab wraps inside, Escape goes to `onEscape`, and focus returns to the opener.
 */
export function DialogShell(props: DialogShellProps) {
  const { open, role, initialFocus, onEscape, onBackdropClick, children, className, ...rest } =
    props
  const dialogRef = useRef<HTMLDialogElement>(null)

  // A layout effect: the dialog is modal before the browser paints it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    initialFocus.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      // The opener may be gone (a deleted row): then focus stays where the browser puts it.
      if (opener?.isConnected) restoreFocus(opener, dialog)
    }
  }, [open, initialFocus])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
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
    // The <dialog> covers the viewport and centres the card it holds; a click that lands on
    // the <dialog> itself, not on the card, is a click on the backdrop.
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      // Escape is already handled; this stops the browser closing the dialog on its own.
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => {
        if (event.target === event.currentTarget) onBackdropClick?.()
      }}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-4 text-slate-900 open:flex"
      {...rest}
    >
      <div className={className}>{children}</div>
    </dialog>,
    document.body,
  )
}

/**
 * Focus back to the opener. An opener disabled while its action runs (a dialog's busy submit
 * button, when the step-up dialog asked meanwhile) takes focus once it is enabled again, for
 * up to about a second, unless the person has moved focus elsewhere by then.
 */
function restoreFocus(opener: HTMLElement, dialog: HTMLDialogElement, framesLeft = 60) {
  if (!opener.matches(':disabled')) {
    opener.focus()
    return
  }
  // Focus still in the closed dialog (or nowhere) is not the person's choice; elsewhere it is.
  const active = document.activeElement
  const moved =
    active instanceof HTMLElement &&
    active !== document.body &&
    active !== opener &&
    active.isConnected &&
    !dialog.contains(active)
  if (framesLeft === 0 || !opener.isConnected || moved) return
  requestAnimationFrame(() => restoreFocus(opener, dialog, framesLeft - 1))
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
 * A modal dialog that shows information: focus starts on the close button; Escape or a click
 * outside closes it.
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
      className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
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
