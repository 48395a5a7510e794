import type { User } from '@rihla/contract/users'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { Outcome } from '@/components/ui/notice'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useChangeUserBlock } from '../api/change-user-block'

/**
 * Block and unblock, as the users list and a user's page offer them. A block ends the user's
 * sessions at once, so it asks first; an unblock acts at once. Each reports its outcome.
 * @example const block = useBlockToggle(); block.toggle(user); return <>{block.dialog}</>
 */
export function useBlockToggle({ onChanged }: { onChanged?: () => void } = {}) {
  const t = useT()
  const changeBlock = useChangeUserBlock()
  const [feedback, setFeedback] = useState<Outcome | null>(null)
  const [toBlock, setToBlock] = useState<User | null>(null)

  const change = (user: User, block: boolean) => {
    setFeedback(null)
    changeBlock.mutate(
      { id: user.id, block },
      {
        onSuccess: () => {
          setFeedback({
            tone: 'success',
            message: t(block ? 'users.blockDone' : 'users.unblockDone', { name: user.username }),
          })
          onChanged?.()
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            message: errorMessage(error, t(block ? 'users.blockFailed' : 'users.unblockFailed')),
          }),
        onSettled: () => setToBlock(null),
      },
    )
  }

  const toggle = (user: User) => {
    setFeedback(null)
    if (user.isBlocked) change(user, false)
    else setToBlock(user)
  }

  const dialog = (
    <ConfirmDialog
      open={toBlock !== null}
      title={t('users.blockTitle')}
      message={t('users.blockConfirm', { name: toBlock?.username ?? '' })}
      confirmLabel={t('users.block')}
      busyLabel={t('users.blocking')}
      cancelLabel={t('users.cancel')}
      busy={changeBlock.isPending}
      onConfirm={() => toBlock && change(toBlock, true)}
      onCancel={() => setToBlock(null)}
    />
  )

  return {
    toggle,
    dialog,
    feedback,
    setFeedback,
    busyUserId: changeBlock.isPending ? (changeBlock.variables?.id ?? null) : null,
  }
}
