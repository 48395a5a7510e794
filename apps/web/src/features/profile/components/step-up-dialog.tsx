import { lazy, Suspense, useEffect } from 'react'
// With the frame (a few hundred bytes): the texts are found where the screens' parts are.
import '@/i18n/english/step-up'
import { hostStepUp, useStepUpStore } from '@/lib/step-up'

const StepUpPrompt = lazy(() => import('./step-up-prompt'))

/**
 * The one step-up dialog of the signed-in frame (decision 055): whenever the HTTP client meets
 * 403 `auth.stepUpRequired` it asks here for the password (and a code when the account has a
 * second factor); a confirmation lets the client send the call again, a cancel leaves the
 * screen as it was. The frame carries only this host; the dialog loads when first asked.
 */
export function StepUpDialog() {
  const asking = useStepUpStore((state) => state.asking)
  useEffect(() => hostStepUp(), [])
  if (!asking) return null
  return (
    <Suspense fallback={null}>
      <StepUpPrompt />
    </Suspense>
  )
}
