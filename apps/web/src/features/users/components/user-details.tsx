import { can } from '@rihla/contract/permissions'
import type { User } from '@rihla/contract/users'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { OutcomeNotice } from '@/components/ui/notice'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken, role } from '@/lib/storage'
import { useUser } from '../api/get-user'
import { ROLE_LABELS } from './role-label'
import { useBlockToggle } from './use-block-toggle'
import { UserStatusBadge } from './user-status-badge'

type UserDetailsProps = {
  /** Null when the address holds no valid id: that user cannot exist. */
  userId: number | null
  backTo: string
}

/** One user's profile; each failure says what went wrong and keeps the way back to the list. */
export function UserDetails({ userId, backTo }: UserDetailsProps) {
  const t = useT()
  const signedIn = hasToken()
  const user = useUser(userId ?? 0, { enabled: signedIn && userId !== null })
  const blocking = useBlockToggle()

  let content: ReactNode
  if (!signedIn) content = <ErrorState message={t('userDetails.noToken')} />
  else if (userId === null) content = <ErrorState message={t('userDetails.notFound')} />
  else if (user.isError) {
    const notFound = user.error instanceof ApiError && user.error.status === 404
    content = notFound ? (
      <ErrorState message={t('userDetails.notFound')} />
    ) : (
      <ErrorState
        message={t('userDetails.failed')}
        error={user.error}
        onRetry={() => void user.refetch()}
      />
    )
  } else if (user.data) {
    const shown = user.data
    content = (
      <UserProfile
        user={shown}
        action={
          can(role(), 'users.block') ? (
            <Button
              variant={shown.isBlocked ? 'secondary' : 'danger'}
              className="px-3 py-2"
              disabled={blocking.busyUserId === shown.id}
              onClick={() => blocking.toggle(shown)}
            >
              {shown.isBlocked ? t('users.unblock') : t('users.block')}
            </Button>
          ) : null
        }
      />
    )
  } else content = <UserProfileSkeleton />

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <TextLink to={backTo} className="inline-flex items-center gap-1.5 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('userDetails.back')}
      </TextLink>
      <OutcomeNotice outcome={blocking.feedback} onDismiss={() => blocking.setFeedback(null)} />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">{content}</div>
      {blocking.dialog}
    </div>
  )
}

/** The profile, with what can be done to the user (block or unblock) beside the name. */
function UserProfile({ user, action }: { user: User; action: ReactNode }) {
  const t = useT()
  // Addresses and phone numbers read left to right inside Arabic ("+213…", never "213…+").
  const fields: Array<[string, ReactNode]> = [
    [t('userDetails.username'), <bdi key="username">{user.username}</bdi>],
    [t('userDetails.role'), t(ROLE_LABELS[user.role])],
    [
      t('userDetails.email'),
      <bdi key="email" dir="ltr">
        {user.email}
      </bdi>,
    ],
    [
      t('userDetails.phone'),
      <bdi key="phone" dir="ltr">
        {user.phoneNumber}
      </bdi>,
    ],
  ]
  return (
    <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start">
      <Avatar src={user.profilePicture} name={user.username} className="size-24" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 dir="auto" className="text-2xl font-semibold tracking-tight text-slate-900">
            {user.username}
          </h1>
          <UserStatusBadge isBlocked={user.isBlocked} />
          <div className="ms-auto">{action}</div>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-500">{label}</dt>
              <dd className="text-sm break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}

function UserProfileSkeleton() {
  const t = useT()
  return (
    <div aria-busy="true" className="flex flex-col gap-6 p-6 sm:flex-row">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="size-24 rounded-full" />
      <div className="flex flex-1 flex-col gap-4">
        <Skeleton className="h-8 w-48" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-5 w-64" />
        ))}
      </div>
    </div>
  )
}
