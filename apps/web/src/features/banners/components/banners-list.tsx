import type { AdminBanner } from '@rihla/contract/banners'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ListBody } from '@/components/layouts/list-body'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useDeleteBanner } from '../api/delete-banner'
import { useAdminBanners } from '../api/get-admin-banners'
import { useReorderBanners } from '../api/reorder-banners'
import { BannerCard } from './banner-card'
import { EditBannerDialog } from './edit-banner-dialog'
import { moveId, useBannerDrag } from './use-banner-drag'

type Feedback = { tone: 'success' | 'error'; message: string }
type Refocus = { id: number; button: 'up' | 'down'; index: number }

type BannersListProps = {
  /** Called after a deletion, so the app layer can refresh figures other features show. */
  onDeleted?: () => void
}

/**
 * Every banner in the home page's order, reordered by drag or Move up / Move down (one request per
 * move, the whole order), edited in a dialog.
 */
export function BannersList({ onDeleted }: BannersListProps) {
  const t = useT()
  const signedIn = hasToken()
  const banners = useAdminBanners({ enabled: signedIn })
  const reorder = useReorderBanners()
  const deletion = useDeleteBanner({ onSuccess: onDeleted })
  const [toDelete, setToDelete] = useState<AdminBanner | null>(null)
  const [editing, setEditing] = useState<AdminBanner | null>(null)
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const list = banners.data ?? []
  const total = list.length
  const listRef = useRef<HTMLOListElement>(null)
  // The card whose Move button was pressed keeps the focus where it lands: once the list shows
  // it at its new place (React moves the card's element, which may drop the focus).
  const [refocus, setRefocus] = useState<Refocus | null>(null)
  useEffect(() => {
    if (!refocus || list.findIndex((b) => b.id === refocus.id) !== refocus.index) return
    const card = listRef.current?.querySelector(`[data-banner-id="${refocus.id}"]`)
    const button = (name: string) =>
      card?.querySelector<HTMLButtonElement>(`[data-move="${name}"]:not(:disabled)`)
    ;(button(refocus.button) ?? button(refocus.button === 'up' ? 'down' : 'up'))?.focus()
    setRefocus(null)
  }, [list, refocus])

  const sendOrder = (ids: number[], moved: number) => {
    if (ids.every((id, index) => list[index]?.id === id)) return
    setFeedback(null)
    setAnnouncement(t('banners.moved', { position: ids.indexOf(moved) + 1, total }))
    reorder.mutate(ids, {
      onError: (error) => {
        setRefocus(null)
        const stale = error instanceof ApiError && error.status === 409
        setFeedback({
          tone: 'error',
          message: stale ? error.message : t('banners.reorderFailed'),
        })
      },
    })
  }

  const onMove = (banner: AdminBanner, by: -1 | 1) => {
    const ids = list.map((b) => b.id)
    const target = ids[ids.indexOf(banner.id) + by]
    if (target === undefined) return
    const next = moveId(ids, banner.id, target)
    setRefocus({ id: banner.id, button: by < 0 ? 'up' : 'down', index: next.indexOf(banner.id) })
    sendOrder(next, banner.id)
  }

  const dragOf = useBannerDrag((moved, target) =>
    sendOrder(
      moveId(
        list.map((b) => b.id),
        moved,
        target,
      ),
      moved,
    ),
  )

  const confirmDelete = () => {
    if (!toDelete) return
    setFeedback(null)
    deletion.mutate(toDelete.id, {
      onSuccess: () => setFeedback({ tone: 'success', message: t('banners.deleted') }),
      onError: () => setFeedback({ tone: 'error', message: t('banners.deleteFailed') }),
      onSettled: () => setToDelete(null),
    })
  }

  // The messages stand in a card of their own while there is no list to show.
  const box = (state: ReactNode) => (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">{state}</div>
  )
  return (
    <div className="flex flex-col gap-4">
      {banners.data ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-500">
            {total === 1 ? t('banners.totalOne') : t('banners.total', { count: total })}
          </p>
          {total > 1 ? <p className="text-sm text-slate-600">{t('banners.intro')}</p> : null}
        </div>
      ) : null}
      {feedback ? (
        <Notice
          tone={feedback.tone}
          message={feedback.message}
          onDismiss={() => setFeedback(null)}
        />
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {signedIn ? (
        <ListBody
          query={banners}
          rows={banners.data}
          failed={t('banners.loadFailed')}
          loading={box(
            <div className="flex min-h-60 items-center justify-center">
              <Spinner label={t('banners.loading')} />
            </div>,
          )}
          empty={box(<EmptyState className="min-h-60" message={t('banners.empty')} />)}
          table={() => (
            <ol ref={listRef} className="flex flex-col gap-3">
              {list.map((banner) => (
                <BannerCard
                  key={banner.id}
                  banner={banner}
                  total={total}
                  busy={deletion.isPending && deletion.variables === banner.id}
                  drag={dragOf(banner.id)}
                  onMove={onMove}
                  onEdit={setEditing}
                  onDelete={setToDelete}
                />
              ))}
            </ol>
          )}
        />
      ) : (
        box(<ErrorState message={t('banners.authRequired')} />)
      )}
      <EditBannerDialog
        banner={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          setFeedback({ tone: 'success', message: t('banners.saved') })
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('banners.confirmTitle')}
        message={t('banners.confirmMessage')}
        confirmLabel={t('banners.confirm')}
        busyLabel={t('banners.deleting')}
        cancelLabel={t('banners.cancel')}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
