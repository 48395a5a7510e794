import { CircleUser, LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { LanguageSwitcher } from './language-switcher'
import { ThemeToggle } from './theme-toggle'

type TopBarProps = {
  onLogout: () => void
  loggingOut: boolean
  search?: ReactNode
  notifications?: ReactNode
}

const iconButton = cn(
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  focusRing,
)

/** Search and notifications come from features, through the app layer, as slots. */
export function TopBar({ onLogout, loggingOut, search, notifications }: TopBarProps) {
  const t = useT()
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:gap-3 md:px-6">
      <div className="min-w-0 flex-1 md:max-w-md">{search}</div>
      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        {notifications}
        <LanguageSwitcher />
        <ThemeToggle />
        <Link to={paths.adminPhone.href()} aria-label={t('topbar.profile')} className={iconButton}>
          <CircleUser aria-hidden="true" className="size-6" />
        </Link>
        <Button variant="secondary" onClick={onLogout} disabled={loggingOut} className="px-3">
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('topbar.logout')}
        </Button>
      </div>
    </header>
  )
}
