import { EllipsisVertical } from 'lucide-react'
import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

export type MenuItem = {
  key: string
  label: string
  /** A link item (Show Details) when set; otherwise an action item. */
  to?: string
  state?: unknown
  onSelect?: () => void
  disabled?: boolean
  danger?: boolean
  /** The key that does the same outside the menu (the queue's `a`, `r`): shown at the end. */
  shortcut?: string
}

function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  )
}

type MenuButtonProps = {
  label: string
  items: MenuItem[]
  /** Called each time the menu opens (the products list remembers the chosen product). */
  onOpen?: () => void
}

const itemClass = cn(
  'flex w-full items-center px-3 py-2 text-start text-sm outline-hidden',
  'focus:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400',
)

/**
 * A row's action menu (WAI-ARIA menu button), placed with `position: fixed` so a scrolling table
 * never clips it.
 */
export function MenuButton({ label, items, onOpen }: MenuButtonProps) {
  const id = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first')
  const [position, setPosition] = useState<CSSProperties | null>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    setPosition(null)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useLayoutEffect(() => {
    const button = buttonRef.current
    const menu = menuRef.current
    if (!open || !button || !menu) return
    const rect = button.getBoundingClientRect()
    const height = menu.offsetHeight
    const fitsBelow = rect.bottom + 4 + height <= window.innerHeight
    const rtl = getComputedStyle(button).direction === 'rtl'
    setPosition({
      top: fitsBelow ? rect.bottom + 4 : Math.max(4, rect.top - 4 - height),
      insetInlineEnd: rtl ? rect.left : document.documentElement.clientWidth - rect.right,
    })
  }, [open])

  // Focus waits for the menu to be placed: a hidden element cannot take focus.
  useEffect(() => {
    if (!position) return
    const list = enabledItems(menuRef.current)
    ;(focusOnOpen === 'first' ? list[0] : list.at(-1))?.focus()
  }, [position, focusOnOpen])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false)
    }
    // The menu is fixed in place: when the page moves under it, it closes rather than float.
    // A scroll event can arrive after the menu opened for a scroll made before (the frame of a
    // wide table brought its button into view): only a button that really moved closes it.
    const at = buttonRef.current?.getBoundingClientRect()
    const onScroll = () => {
      const now = buttonRef.current?.getBoundingClientRect()
      if (!at || !now || Math.abs(now.top - at.top) > 1 || Math.abs(now.left - at.left) > 1) {
        close(false)
      }
    }
    const onMove = () => close(false)
    document.addEventListener('pointerdown', onPointerDown)
    window.addEventListener('resize', onMove)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('resize', onMove)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [open, close])

  const openMenu = (at: 'first' | 'last') => {
    setFocusOnOpen(at)
    setOpen(true)
    onOpen?.()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = enabledItems(menuRef.current)
    const current = list.indexOf(document.activeElement as HTMLElement)
    const moveTo = (index: number) => {
      event.preventDefault()
      list[(index + list.length) % list.length]?.focus()
    }
    if (event.key === 'ArrowDown') moveTo(current + 1)
    else if (event.key === 'ArrowUp') moveTo(current - 1)
    else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(list.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
    else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault()
      document.activeElement.click()
    }
  }

  const select = (item: MenuItem) => {
    close(true)
    item.onSelect?.()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          style={position ?? { top: 0, visibility: 'hidden' }}
          className="fixed z-50 min-w-40 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) =>
            item.to ? (
              <Link
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                state={item.state}
                onClick={() => close(false)}
                className={cn(itemClass, 'text-slate-700')}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled ? true : undefined}
                aria-keyshortcuts={item.shortcut}
                title={item.shortcut ? `${item.label} (${item.shortcut})` : undefined}
                onClick={() => !item.disabled && select(item)}
                className={cn(
                  itemClass,
                  item.danger ? 'text-red-700' : 'text-slate-700',
                  item.disabled && 'cursor-not-allowed text-slate-400',
                )}
              >
                {item.label}
                {item.shortcut ? (
                  <span
                    aria-hidden="true"
                    className="ms-auto ps-4 font-mono text-xs text-slate-400"
                  >
                    {item.shortcut}
                  </span>
                ) : null}
              </button>
            ),
          )}
        </div>
      ) : null}
    </>
  )
}
