import type { Session } from '@rihla/contract/sessions'
import { Monitor } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime, formatRelativeTime } from '@/lib/format'
import { parseUserAgent } from '../utils/user-agent'

type SessionRowProps = { session: Session; busy: boolean; onSignOut: () => void }

/** One session: its device, address, sign-in and last activity, and a way to end it. */
export function SessionRow({ session, busy, onSignOut }: SessionRowProps) {
  const t = useT()
  const locale = useLocale()
  const device = deviceLabel(session.userAgent, t)
  // Until its tokens are first renewed, a session was last seen when it signed in.
  const lastSeen = session.lastSeenAt ?? session.createdAt
  return (
    <li className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
      <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span data-testid="session-device">{device}</span>
          {session.current ? <Badge tone="green">{t('sessions.thisDevice')}</Badge> : null}
        </p>
        <dl className="mt-1 grid gap-0.5 text-xs text-slate-500">
          {session.address ? (
            <div className="flex gap-1">
              <dt>{t('sessions.address')}</dt>
              {/* An address reads left to right in every language. */}
              <dd dir="ltr" className="font-mono">
                {session.address}
              </dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>{t('sessions.signedIn')}</dt>
            <dd>
              <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, locale)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('sessions.lastSeen')}</dt>
            <dd>
              <time dateTime={lastSeen} title={formatDateTime(lastSeen, locale)}>
                {formatRelativeTime(lastSeen, locale)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 px-3 py-1.5"
        disabled={busy}
        aria-label={t(session.current ? 'sessions.signOutHereLabel' : 'sessions.signOutLabel', {
          device,
        })}
        onClick={onSignOut}
      >
        {t('sessions.signOut')}
      </Button>
    </li>
  )
}

function deviceLabel(userAgent: string | null, t: ReturnType<typeof useT>): string {
  const { browser, os } = parseUserAgent(userAgent)
  if (browser && os) return t('sessions.device', { browser, os })
  return browser ?? os ?? t('sessions.unknownDevice')
}
