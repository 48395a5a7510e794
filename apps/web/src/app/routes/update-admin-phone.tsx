import { can } from '@rihla/contract/permissions'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { logout } from '@/features/auth/api/logout'
import { AdminPhoneForm } from '@/features/profile/components/admin-phone-form'
import { ChangePasswordForm } from '@/features/profile/components/change-password-form'
import { DataRequestPanel } from '@/features/profile/components/data-request-panel'
import { SessionsPanel } from '@/features/profile/components/sessions-panel'
import { TwoFactorPanel } from '@/features/profile/components/two-factor-panel'
import { userKeys } from '@/features/users/api/user-keys'
import { useT } from '@/i18n/i18n'
import { useEnrollmentRequired } from '@/lib/enrollment'
import { role } from '@/lib/storage'
import { useRefreshDashboard } from './use-refresh-dashboard'
import '@/i18n/english/password'
import '@/i18n/english/screens'
import '@/i18n/english/update-admin-phone'

/** React Router numbers the entries of its history; 0 means this page was opened first. */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0
}

/**
 * The profile: the admin's phone (`profile.phone`, decision 025), everyone's password, two-factor
 * sign-in and sessions; an account that must enrol first sees that first.
 */
export function UpdateAdminPhoneRoute() {
  const t = useT()
  const mustEnroll = useEnrollmentRequired()
  // Once the page has shown the enrollment, it keeps that layout while it is open: the flag
  // clears as the enrollment succeeds, and a new layout would lose the recovery codes on screen.
  const [enrolling, setEnrolling] = useState(mustEnroll)
  if (mustEnroll && !enrolling) setEnrolling(true)
  if (enrolling) {
    return (
      <div className="flex max-w-lg flex-col gap-6">
        <AccountTitle subtitle={t('account.subtitleNoPhone')} />
        {mustEnroll ? <EnrollmentNotice /> : null}
        <TwoFactorPanel />
        <ChangePasswordForm />
        <SessionsPanel onSignOutHere={logout} />
      </div>
    )
  }
  if (!can(role(), 'profile.phone')) {
    return (
      <div className="flex max-w-lg flex-col gap-6">
        <AccountTitle subtitle={t('account.subtitleNoPhone')} />
        <ChangePasswordForm />
        <TwoFactorPanel />
        <SessionsPanel onSignOutHere={logout} />
        <DataRequestPanel />
      </div>
    )
  }
  return <AdminProfile />
}

/** Named for all it holds: the seed's "Update Phone Number" names only the phone section. */
function AccountTitle({ subtitle }: { subtitle: string }) {
  const t = useT()
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('account.title')}</h1>
      <p className="mt-1 text-sm text-slate-500">{subtitle}</p>
    </div>
  )
}

/** Why this is the only screen for now (the server's `twoFactor.enrollmentRequired`). */
function EnrollmentNotice() {
  const t = useT()
  return (
    <div
      data-testid="enrollment-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div>
        <p className="font-medium">{t('twoFactor.required')}</p>
        <p className="mt-1">{t('twoFactor.requiredHint')}</p>
      </div>
    </div>
  )
}

function AdminProfile() {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex max-w-lg flex-col gap-6">
      <AccountTitle subtitle={t('account.subtitle')} />
      {/* Not a labelled region: "Update Phone Number" would be a second "Phone Number" label. */}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t('adminPhone.title')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-500">{t('adminPhone.subtitle')}</p>
        <AdminPhoneForm
          // Cancel goes back, as in the seed; opened directly, there is nowhere back to go.
          onCancel={() => (hasPreviousEntry() ? navigate(-1) : navigate(paths.dashboard.href()))}
          // The admin's own row shows the phone number, and the activity feed records it.
          onUpdated={() => {
            void queryClient.invalidateQueries({ queryKey: userKeys.all })
            refreshDashboard()
          }}
        />
      </div>
      <ChangePasswordForm />
      <TwoFactorPanel />
      <SessionsPanel onSignOutHere={logout} />
    </div>
  )
}
