import { create } from 'zustand'

/**
 * The step-up question (decision 055): a staff power over accounts answered 403
 * `auth.stepUpRequired`, so the HTTP client asks the person for their password through the one
 * dialog the signed-in frame holds, and retries once it is confirmed.
 */
export const useStepUpStore = create<{ asking: boolean }>(() => ({ asking: false }))

let hosts = 0
let waiting: Promise<boolean> | null = null
let settle: ((confirmed: boolean) => void) | null = null

/** The dialog that answers `askForStepUp`; returns its removal (an effect's cleanup). */
export function hostStepUp(): () => void {
  hosts += 1
  return () => {
    hosts -= 1
    if (hosts === 0) answerStepUp(false)
  }
}

/**
 * Resolves true once the session is stepped up, false when the person cancels (or no dialog is
 * there to ask). Calls that need it meanwhile share the one question.
 */
export function askForStepUp(): Promise<boolean> {
  if (hosts === 0) return Promise.resolve(false)
  waiting ??= new Promise<boolean>((resolve) => {
    settle = resolve
    useStepUpStore.setState({ asking: true })
  })
  return waiting
}

/** The dialog's answer: confirmed (the step-up succeeded) or cancelled. */
export function answerStepUp(confirmed: boolean): void {
  const done = settle
  waiting = null
  settle = null
  useStepUpStore.setState({ asking: false })
  done?.(confirmed)
}
