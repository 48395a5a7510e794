import type { Session } from '@rihla/contract/sessions'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Notice, type Outcome } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useEndOtherSessions } from '../api/end-other-sessions'
import { useEndSession } from '../api/end-session'
import { useSessions } from '../api/get-sessions'
import { SessionRow } from './session-row'

/** What the confirmation is about: one other device, this one, or every other one. */
type Pending = { kind: 'one'; session: Session } | { kind: 'here' } | { kind: 'others' }

type SessionsPanelProps = {
  /**
   * Signs out on this device: the app's logout, which revokes the session and forgets the
   * stored tokens (ending it by id would leave them behind).
   */
  onSignOutHere: () => Promise<void>
}

/**
 * The signed-in person's sessions: every device signed in to the account, this one
 * marked, each signed out on request after a confirmation, or all the others at once.
 */
export function SessionsPanel({ onSignOutHere }: SessionsPanelProps) {
  const t = useT()
  const sessions = useSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const [pending, setPending] = useState<Pending | null>(null)
  const [signingOutHere, setSigningOutHere] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const busy = endOne.isPending || endOthers.isPending || signingOutHere

  const confirm = async () => {
    if (!pending) return
    setOutcome(null)
    try {
      if (pending.kind === 'here') {
        setSigningOutHere(true)
        await onSignOutHere()
        return
      }
      if (pending.kind === 'one') {
        await endOne.mutateAsync(pending.session.id)
        setOutcome({ tone: 'success', message: t('sessions.endedOne') })
      } else {
        await endOthers.mutateAsync()
        setOutcome({ tone: 'success', message: t('sessions.endedOthers') })
      }
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('sessions.failed')) })
    }
    setPending(null)
  }

  const list = sessions.data?.data
  const others = list?.filter((session) => !session.current).length ?? 0
  let body: React.ReactNode
  if (sessions.isError) {
    body = <ErrorState message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
  } else if (!list) {
    body = <Spinner label={t('common.loading')} className="self-center" />
  } else if (list.length === 0) {
    body = <EmptyState message={t('sessions.empty')} />
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={busy}
            onSignOut={() =>
              setPending(session.current ? { kind: 'here' } : { kind: 'one', session })
            }
          />
        ))}
      </ul>
    )
  }

  return (
    <section
      aria-labelledby="sessions-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
          {t('sessions.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t('sessions.subtitle')}</p>
      </div>
      {outcome ? (
        <Notice tone={outcome.tone} message={outcome.message} onDismiss={() => setOutcome(null)} />
      ) : null}
      {body}
      {others > 0 ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() => setPending({ kind: 'others' })}
        >
          {t('sessions.signOutOthers')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={t(
          pending?.kind === 'others'
            ? 'sessions.othersTitle'
            : pending?.kind === 'here'
              ? 'sessions.hereTitle'
              : 'sessions.oneTitle',
        )}
        message={t(
          pending?.kind === 'others'
            ? 'sessions.othersConfirm'
            : pending?.kind === 'here'
              ? 'sessions.hereConfirm'
              : 'sessions.oneConfirm',
        )}
        confirmLabel={t(pending?.kind === 'others' ? 'sessions.signOutOthers' : 'sessions.signOut')}
        busyLabel={t('sessions.signingOut')}
        cancelLabel={t('sessions.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  )
}
