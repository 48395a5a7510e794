import { CircleUser, LogOut, Menu } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { LanguageSwitcher } from './language-switcher'
import { SIDEBAR_ID } from './sidebar'
import { ThemeToggle } from './theme-toggle'

type TopBarProps = {
  onLogout: () => void
  loggingOut: boolean
  search?: ReactNode
  notifications?: ReactNode
  /**
   * Below 768 px the sidebar is hidden until this button opens it as a drawer; given only
   * then, so one "Toggle sidebar" button is shown at a time.
   */
  onOpenMenu?: () => void
}

const iconButton = cn(
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  focusRing,
)

/** Search and notifications come from features, through the app layer, as slots. */
export function TopBar({ onLogout, loggingOut, search, notifications, onOpenMenu }: TopBarProps) {
  const t = useT()
  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white/90 px-3 py-2 backdrop-blur sm:min-h-16 sm:flex-nowrap sm:gap-3 sm:py-0 md:px-6">
      <div className="order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-auto md:max-w-md">
        {search}
      </div>
      {onOpenMenu ? (
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('shell.toggleSidebar')}
          aria-controls={SIDEBAR_ID}
          aria-expanded={false}
          className={cn(iconButton, 'md:hidden')}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {notifications}
        <LanguageSwitcher />
        <ThemeToggle />
        <Link to={paths.adminPhone.href()} aria-label={t('topbar.profile')} className={iconButton}>
          <CircleUser aria-hidden="true" className="size-6" />
        </Link>
        <Button
          variant="secondary"
          onClick={onLogout}
          disabled={loggingOut}
          className="size-10 whitespace-nowrap px-0 sm:w-auto sm:px-3"
        >
          <LogOut aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only">{t('topbar.logout')}</span>
        </Button>
      </div>
    </header>
  )
}
