import type { Subcategory } from '@rihla/contract/subcategories'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { SelectField } from '@/components/ui/select-field'
import { useT } from '@/i18n/i18n'

type MoveAndDeleteDialogProps = {
  /** The subcategory to delete, still used by products; null when closed. */
  subcategory: Subcategory | null
  /** Every subcategory: the choices are the others of the same category. */
  all: readonly Subcategory[]
  busy: boolean
  onConfirm: (targetId: number) => void
  onClose: () => void
}

/**
 * A subcategory still in use is not a dead end: its products go to another subcategory of the
 * same category, then it is deleted (the server does both in one transaction).
 */
export function MoveAndDeleteDialog(props: MoveAndDeleteDialogProps) {
  const { subcategory, all, busy, onConfirm, onClose } = props
  const t = useT()
  const [target, setTarget] = useState('')
  const choices = all.filter(
    (s) => s.id !== subcategory?.id && s.category === subcategory?.category,
  )
  return (
    <ModalDialog
      open={subcategory !== null}
      title={t('subcategories.moveTitle')}
      closeLabel={t('subcategories.moveCancel')}
      onClose={() => {
        setTarget('')
        onClose()
      }}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {t('subcategories.moveBody', {
            name: subcategory?.name ?? '',
            count: subcategory?.productCount ?? 0,
          })}
        </p>
        {choices.length === 0 ? (
          <p className="text-sm text-slate-500">{t('subcategories.moveNone')}</p>
        ) : (
          <>
            <SelectField
              id="move-target"
              label={t('subcategories.moveTo')}
              placeholder={t('subcategories.moveChoose')}
              options={choices.map((s) => ({ value: String(s.id), label: s.name }))}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            />
            <Button
              variant="danger"
              disabled={!target || busy}
              onClick={() => onConfirm(Number(target))}
            >
              {busy ? t('subcategories.moving') : t('subcategories.moveConfirm')}
            </Button>
          </>
        )}
      </div>
    </ModalDialog>
  )
}
