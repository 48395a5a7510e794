import { schemaMessage } from '@rihla/contract/message-codes'
import { PRODUCT_MAX_PICTURES, type Product } from '@rihla/contract/products'
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react'
import { type PointerEvent, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FileInput } from '@/components/ui/file-input'
import { IMAGE_ACCEPT } from '@/components/ui/image-picker'
import { Notice } from '@/components/ui/notice'
import { useLocalizeMessage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import type { Versioned } from '@/lib/versions'
import { useProductPictures } from '../api/product-pictures'
import { pictureError } from './product-form-schema'

type Picture = Product['pictures'][number]

type Props = {
  productId: number
  pictures: Picture[]
  /** The version the edit form holds: sent with each change, replaced by its answer's. */
  version: number | undefined
  onChanged: (product: Versioned<Product>) => void
}

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids]
  const [item] = next.splice(from, 1)
  if (item === undefined) return [...ids]
  next.splice(to, 0, item)
  return next
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'

/**
 * A listing's pictures on its edit screen (decision 041): in order, the first the
 * cover; add several at once, remove one (confirmed), move one earlier or later by its buttons
 * (announced) or by dragging it. Each change is saved at once.
 */
export function EditPictures({ productId, pictures, version, onChanged }: Props) {
  const t = useT()
  const localize = useLocalizeMessage()
  const { add, remove, order } = useProductPictures()
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [confirming, setConfirming] = useState<Picture | null>(null)
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const busy = add.isPending || remove.isPending || order.isPending
  const total = pictures.length
  const room = PRODUCT_MAX_PICTURES - total

  const failed = (failure: unknown) => setError(errorMessage(failure, t('editPictures.failed')))

  const onFiles = async (list: FileList | null) => {
    const files = [...(list ?? [])]
    if (fileInput.current) fileInput.current.value = ''
    if (files.length === 0) return
    setError(null)
    if (files.length > room) {
      setError(localize(schemaMessage('product.tooManyPictures', { max: PRODUCT_MAX_PICTURES })))
      return
    }
    for (const file of files) {
      const problem = pictureError(file)
      if (problem) {
        setError(`${file.name}: ${localize(problem)}`)
        return
      }
    }
    try {
      const product = await add.mutateAsync({ id: productId, version, files })
      onChanged(product)
      setAnnouncement(t('editPictures.added', { count: files.length }))
    } catch (failure) {
      failed(failure)
    }
  }

  const move = async (from: number, to: number, focus?: 'earlier' | 'later') => {
    if (to < 0 || to >= total || from === to) return
    const picture = pictures[from]
    if (!picture) return
    setError(null)
    try {
      const ids = moved(
        pictures.map((p) => p.id),
        from,
        to,
      )
      const product = await order.mutateAsync({ id: productId, version, ids })
      onChanged(product)
      setAnnouncement(t('editPictures.moved', { position: to + 1, total }))
      if (focus) {
        // Focus stays with the moved picture; at an end, on its other button.
        const edge = (focus === 'earlier' && to === 0) || (focus === 'later' && to === total - 1)
        const which = edge ? (focus === 'earlier' ? 'later' : 'earlier') : focus
        requestAnimationFrame(() => buttons.current.get(`${picture.id}-${which}`)?.focus())
      }
    } catch (failure) {
      failed(failure)
    }
  }

  const confirmRemove = async () => {
    if (!confirming) return
    setError(null)
    try {
      const product = await remove.mutateAsync({ id: productId, version, pictureId: confirming.id })
      onChanged(product)
      setAnnouncement(t('editPictures.removed'))
    } catch (failure) {
      failed(failure)
    } finally {
      setConfirming(null)
    }
  }

  // Dragging with the pointer (mouse, pen or finger): the picture under it is the new place.
  const indexAt = (event: PointerEvent) => {
    const target = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-picture-index]')
    const index = target ? Number(target.dataset.pictureIndex) : Number.NaN
    return Number.isInteger(index) ? index : null
  }
  const onPointerDown = (event: PointerEvent<HTMLElement>, index: number) => {
    if (busy || total < 2 || event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDrag({ from: index, over: index })
  }
  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return
    const over = indexAt(event)
    if (over !== null && over !== drag.over) setDrag({ ...drag, over })
  }
  const onPointerUp = (event: PointerEvent) => {
    if (!drag) return
    const over = indexAt(event) ?? drag.over
    setDrag(null)
    void move(drag.from, over)
  }

  const shown = drag
    ? moved(pictures, drag.from, drag.over).map((p) => ({ p, index: pictures.indexOf(p) }))
    : pictures.map((p, index) => ({ p, index }))

  return (
    <section aria-labelledby="edit-pictures-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="edit-pictures-title" className="text-base font-semibold text-slate-900">
          {t('editPictures.title')}
        </h2>
        <span className="text-sm text-slate-600 tabular-nums">
          {t('editPictures.count', { count: total, max: PRODUCT_MAX_PICTURES })}
        </span>
      </div>
      <p id="edit-pictures-hint" className="text-sm text-slate-600">
        {t('editPictures.hint', { max: PRODUCT_MAX_PICTURES })}
      </p>
      {error ? <Notice tone="error" message={error} /> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy={busy}>
        {shown.map(({ p, index }, place) => {
          const position = place + 1
          const label = t('editPictures.picture', { position, total })
          return (
            <li
              key={p.id}
              data-picture-index={place}
              data-picture-id={p.id}
              className={cn(
                'flex flex-col gap-2 rounded-xl border bg-white p-2',
                drag?.from === index ? 'border-emerald-600 opacity-70' : 'border-slate-200',
              )}
            >
              <div
                className={cn(
                  'relative aspect-square select-none overflow-hidden rounded-lg bg-slate-100',
                  total > 1 && !busy ? 'cursor-grab touch-none' : '',
                )}
                onPointerDown={(event) => onPointerDown(event, index)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={() => setDrag(null)}
              >
                <img
                  src={p.thumbnailUrl ?? p.url}
                  alt={label}
                  draggable={false}
                  className="size-full object-cover"
                />
                {place === 0 ? (
                  <span className="absolute start-2 top-2 rounded-md bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
                    {t('editPictures.cover')}
                  </span>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1">
                <span className="text-xs text-slate-600 tabular-nums">{position}</span>
                <div className="flex gap-1">
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) buttons.current.set(`${p.id}-earlier`, node)
                      else buttons.current.delete(`${p.id}-earlier`)
                    }}
                    className={iconButton}
                    disabled={busy || place === 0}
                    onClick={() => void move(place, place - 1, 'earlier')}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    <span className="sr-only">
                      {t('editPictures.moveEarlier')} ({label})
                    </span>
                  </button>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) buttons.current.set(`${p.id}-later`, node)
                      else buttons.current.delete(`${p.id}-later`)
                    }}
                    className={iconButton}
                    disabled={busy || place === total - 1}
                    onClick={() => void move(place, place + 1, 'later')}
                  >
                    <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    <span className="sr-only">
                      {t('editPictures.moveLater')} ({label})
                    </span>
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, 'text-red-700')}
                    disabled={busy || total <= 1}
                    onClick={() => setConfirming(p)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">
                      {t('editPictures.remove')} ({label})
                    </span>
                  </button>
                </div>
              </div>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="edit-pictures-add" className="text-sm font-medium text-slate-700">
          {add.isPending ? t('editPictures.adding') : t('editPictures.add')}
        </label>
        <FileInput
          ref={fileInput}
          id="edit-pictures-add"
          fileName={null}
          multiple
          accept={IMAGE_ACCEPT}
          disabled={busy || room <= 0}
          aria-describedby="edit-pictures-hint"
          onChange={(event) => void onFiles(event.target.files)}
        />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('editPictures.removeTitle')}
        message={t('editPictures.removeMessage', {
          position: confirming ? pictures.indexOf(confirming) + 1 : 0,
        })}
        confirmLabel={t('editPictures.remove')}
        busyLabel={t('editPictures.removing')}
        cancelLabel={t('editPictures.cancel')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}
