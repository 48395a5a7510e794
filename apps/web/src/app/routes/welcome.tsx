import type { Role } from '@rihla/contract/constants'
import { can } from '@rihla/contract/permissions'
import {
  ArrowRight,
  ClipboardCheck,
  Compass,
  House,
  type LucideIcon,
  MoonStar,
  Plane,
  ShieldCheck,
  Sparkles,
  Store,
  UtensilsCrossed,
} from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { role as storedRole } from '@/lib/storage'
import '@/i18n/english/welcome'

const WelcomeNextStep = lazy(() =>
  import('./welcome-next-step').then((module) => ({ default: module.WelcomeNextStep })),
)

type Card = { icon: LucideIcon; title: MessageKey; body: MessageKey }

// Same order as the category codes A to D.
const OFFERS: Card[] = [
  { icon: MoonStar, title: 'welcome.hajj.title', body: 'welcome.hajj.body' },
  { icon: UtensilsCrossed, title: 'welcome.dining.title', body: 'welcome.dining.body' },
  { icon: House, title: 'welcome.rentals.title', body: 'welcome.rentals.body' },
  { icon: Compass, title: 'welcome.trips.title', body: 'welcome.trips.body' },
]

const STEPS: Card[] = [
  { icon: Store, title: 'welcome.step1.title', body: 'welcome.step1.body' },
  { icon: ClipboardCheck, title: 'welcome.step2.title', body: 'welcome.step2.body' },
  { icon: ShieldCheck, title: 'welcome.step3.title', body: 'welcome.step3.body' },
]

const cta = cn(
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold transition-colors',
  focusRing,
)

/** Where "Get Started" leads: a reviewer to the queue, staff to the dashboard, a seller home. */
function startOf(role: Role | null): string {
  if (can(role, 'queue.read')) return paths.waitingProducts.href()
  if (can(role, 'dashboard.read')) return paths.dashboard.href()
  return paths.myListings.href()
}

export function WelcomeRoute() {
  const t = useT()
  const role = storedRole()
  const staff = hasNextStep(role)
  return (
    <div className="min-h-dvh bg-white">
      <header className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-5 sm:px-6">
        <span className="flex size-9 items-center justify-center rounded-xl bg-emerald-600 text-white">
          <Plane aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </span>
        <span className="text-lg font-semibold tracking-tight text-slate-900">{t('app.name')}</span>
      </header>

      <main>
        <section className="bg-gradient-to-b from-emerald-50 via-white to-white">
          <div
            className={cn(
              'mx-auto max-w-6xl px-4 text-center sm:px-6',
              // Shorter for staff, so that their next step shows without scrolling on a phone.
              staff ? 'pt-8 pb-10 sm:pt-12' : 'pt-12 pb-16 sm:pt-20',
            )}
          >
            <p className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-white px-3 py-1 text-xs font-medium text-emerald-700">
              <Sparkles aria-hidden="true" className="size-3.5" />
              {t('welcome.badge')}
            </p>
            <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {t('welcome.title')}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">
              {t('welcome.subtitle')}
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to={paths.products.href()}
                className={cn(cta, 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800')}
              >
                {t('welcome.browse')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
              <Link
                to={startOf(role)}
                className={cn(
                  cta,
                  'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
                )}
              >
                {t('welcome.getStarted')}
              </Link>
            </div>
          </div>
        </section>

        <StaffNextStep role={role} />
        <CardSection
          title={t('welcome.offersTitle')}
          cards={OFFERS}
          columns="sm:grid-cols-2 lg:grid-cols-4"
        />
        <CardSection title={t('welcome.stepsTitle')} cards={STEPS} columns="md:grid-cols-3" muted />
      </main>
    </div>
  )
}

/** The waiting count reads the dashboard's figures; the button opens the queue. */
const mayReview = (role: Role | null) => can(role, 'queue.decide') && can(role, 'dashboard.read')
const hasNextStep = (role: Role | null) => mayReview(role) || can(role, 'activity.read')

/** The staff member's next step, for the roles holding its permissions. */
function StaffNextStep({ role }: { role: Role | null }) {
  const t = useT()
  if (!hasNextStep(role)) return null
  return (
    <section aria-label={t('welcome.nextStep')} className="pb-6">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {/* A placeholder drawn here: a shared one would pull the frame's chunks apart. */}
        <Suspense
          fallback={
            <div aria-busy="true" className="h-48 animate-pulse rounded-2xl bg-slate-100" />
          }
        >
          <WelcomeNextStep
            review={mayReview(role)}
            activity={can(role, 'activity.read')}
            live={can(role, 'events.live')}
          />
        </Suspense>
      </div>
    </section>
  )
}

type CardSectionProps = { title: string; cards: Card[]; columns: string; muted?: boolean }

function CardSection({ title, cards, columns, muted = false }: CardSectionProps) {
  const t = useT()
  return (
    <section className={cn('py-14', muted && 'bg-slate-50')}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h2>
        <ul className={cn('mt-8 grid gap-4', columns)}>
          {cards.map(({ icon: Icon, title: cardTitle, body }) => (
            <li
              key={cardTitle}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{t(cardTitle)}</h3>
              <p className="mt-1.5 text-sm text-slate-600">{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
