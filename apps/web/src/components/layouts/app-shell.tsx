import type { Role } from '@rihla/contract/constants'
import { type ReactNode, useEffect, useState } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { Sidebar } from './sidebar'
import { TopBar } from './top-bar'

const MAIN_ID = 'main-content'

type AppShellProps = {
  onLogout: () => Promise<void>
  /** The top bar's search and notifications, supplied by the app layer. */
  search?: ReactNode
  notifications?: ReactNode
  /** The signed-in role: the sidebar offers the screens it holds the permission of. */
  userRole: Role | null
  children: ReactNode
}

/** The frame of every signed-in screen; below 768 px the sidebar is a drawer (a rail took 64 px). */
export function AppShell({ onLogout, search, notifications, userRole, children }: AppShellProps) {
  const t = useT()
  const isWide = useMediaQuery('(min-width: 768px)')
  const [expanded, setExpanded] = useState(isWide)
  const [loggingOut, setLoggingOut] = useState(false)
  const drawerOpen = expanded && !isWide

  // Crossing the breakpoint resets the sidebar to what suits the new width.
  useEffect(() => setExpanded(isWide), [isWide])

  useEffect(() => {
    if (!drawerOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setExpanded(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [drawerOpen])

  const logout = () => {
    setLoggingOut(true)
    void onLogout()
  }

  return (
    <div className="flex min-h-dvh bg-slate-50">
      {/* The first Tab stop: past the sidebar and the top bar, straight to the screen. */}
      <a
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault()
          document.getElementById(MAIN_ID)?.focus()
        }}
        className={cn(
          'fixed start-2 top-2 z-50 -translate-y-16 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow-lg focus:translate-y-0',
          focusRing,
        )}
      >
        {t('shell.skipToContent')}
      </a>
      <Sidebar
        expanded={expanded}
        onToggle={() => setExpanded((value) => !value)}
        onNavigate={() => !isWide && setExpanded(false)}
        userRole={userRole}
      />
      {drawerOpen ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('shell.closeSidebar')}
          onClick={() => setExpanded(false)}
          className="fixed inset-0 z-30 bg-black/40 md:hidden"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          onLogout={logout}
          loggingOut={loggingOut}
          search={search}
          notifications={notifications}
          onOpenMenu={isWide ? undefined : () => setExpanded(true)}
        />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-3 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  )
}
