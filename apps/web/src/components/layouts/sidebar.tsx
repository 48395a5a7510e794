import type { Role } from '@rihla/contract/constants'
import { can, type Permission } from '@rihla/contract/permissions'
import {
  ChartColumn,
  FolderTree,
  History,
  Hourglass,
  Images,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  Plane,
  Scale,
  UserCog,
  Users,
} from 'lucide-react'
import { NavLink } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

/** Each entry is offered to the roles holding its screen's permission (the contract's table). */
const NAV_ITEMS: Array<{
  to: string
  label: MessageKey
  icon: LucideIcon
  permission: Permission
}> = [
  {
    to: paths.dashboard.href(),
    label: 'nav.dashboard',
    icon: LayoutDashboard,
    permission: 'dashboard.read',
  },
  { to: paths.users.href(), label: 'nav.users', icon: Users, permission: 'users.read' },
  { to: paths.products.href(), label: 'nav.products', icon: Package, permission: 'products.read' },
  {
    to: paths.waitingProducts.href(),
    label: 'nav.waitingProducts',
    icon: Hourglass,
    permission: 'queue.read',
  },
  { to: paths.appeals.href(), label: 'nav.appeals', icon: Scale, permission: 'appeals.decide' },
  {
    to: paths.subcategories.href(),
    label: 'nav.subcategories',
    icon: FolderTree,
    permission: 'subcategories.write',
  },
  { to: paths.banners.href(), label: 'nav.banners', icon: Images, permission: 'banners.write' },
  { to: paths.activity.href(), label: 'nav.activity', icon: History, permission: 'activity.read' },
  {
    to: paths.insights.href(),
    label: 'nav.insights',
    icon: ChartColumn,
    permission: 'insights.read',
  },
  { to: paths.staff.href(), label: 'nav.staff', icon: UserCog, permission: 'staff.manage' },
  // Every role's own listings: a `user`'s one screen here.
  {
    to: paths.myListings.href(),
    label: 'nav.myListings',
    icon: ListChecks,
    permission: 'products.own',
  },
]

export const SIDEBAR_ID = 'app-sidebar'

type SidebarProps = {
  expanded: boolean
  onToggle: () => void
  /** Called after a link is followed, so the drawer can close on small screens. */
  onNavigate: () => void
  /** The signed-in role: entries it holds no permission for are left out (decisions 025, 031). */
  userRole: Role | null
}

/** Full width with labels when expanded; a rail of icons (names kept for screen readers) when not. */
export function Sidebar({ expanded, onToggle, onNavigate, userRole }: SidebarProps) {
  const t = useT()
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen
  return (
    <aside
      id={SIDEBAR_ID}
      className={cn(
        'fixed inset-y-0 start-0 z-40 flex shrink-0 flex-col border-e border-rail-edge bg-rail text-rail-text transition-[width] duration-200 md:sticky md:top-0 md:h-dvh',
        expanded ? 'w-64' : 'w-16 max-md:hidden',
      )}
    >
      <div
        className={cn(
          'flex min-h-16 items-center gap-2 border-b border-rail-raised px-3 py-2',
          expanded ? 'justify-between' : 'justify-center',
        )}
      >
        <div className={cn('flex min-w-0 items-center gap-2', !expanded && 'sr-only')}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-rail-accent">
            <Plane aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </span>
          {/* Wrapped, never cut: "Panneau d'administration" is wider than the rail, and how many
              lines it takes depends on the font the device has (the header grows with it). The
              line height is the font's own (\`normal\`): a tighter fixed one leaves the glyphs of
              a taller font (Noto: 1.36 em) outside their lines and their box. */}
          <span
            data-testid="sidebar-title"
            className="block min-w-0 text-base leading-[normal] font-semibold tracking-tight break-words"
          >
            {t('shell.title')}
          </span>
        </div>
        <button
          type="button"
          onClick={onToggle}
          aria-label={t('shell.toggleSidebar')}
          aria-expanded={expanded}
          aria-controls={SIDEBAR_ID}
          className={cn(
            'rounded-lg p-2 text-rail-muted hover:bg-rail-raised hover:text-rail-strong',
            focusRing,
          )}
        >
          <ToggleIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <nav aria-label={t('shell.mainNav')} className="flex-1 overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.filter((item) => can(userRole, item.permission)).map(
            ({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === paths.dashboard.href()}
                  onClick={onNavigate}
                  title={expanded ? undefined : t(label)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                      focusRing,
                      !expanded && 'justify-center px-0',
                      isActive
                        ? 'bg-rail-accent text-rail-strong shadow-sm'
                        : 'text-rail-muted hover:bg-rail-raised hover:text-rail-strong',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className={expanded ? 'truncate' : 'sr-only'}>{t(label)}</span>
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  )
}
