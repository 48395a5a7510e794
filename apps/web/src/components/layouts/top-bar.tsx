import { Bell, CircleUser, LogOut, Search } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

type TopBarProps = { onLogout: () => void; loggingOut: boolean }

const iconButton = cn(
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  focusRing,
)

export function TopBar({ onLogout, loggingOut }: TopBarProps) {
  const t = useT()
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:gap-3 md:px-6">
      {/* Search is not wired yet (a later issue); submitting must not reload the page. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and pre-2023 browsers */}
      <form
        role="search"
        className="relative min-w-0 flex-1 md:max-w-md"
        onSubmit={(e) => e.preventDefault()}
      >
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label={t('topbar.search')}
          placeholder={t('topbar.searchPlaceholder')}
          className="block w-full rounded-lg border border-slate-200 bg-slate-50 py-2 ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-emerald-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-emerald-500/40"
        />
      </form>
      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        <button type="button" aria-label={t('topbar.notifications')} className={iconButton}>
          <Bell aria-hidden="true" className="size-5" />
        </button>
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
