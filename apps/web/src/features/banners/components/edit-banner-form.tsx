import { type AdminBanner, adminBannerSchema } from '@rihla/contract/banners'
import { type ChangeEvent, type FormEvent, type RefObject, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConflictPanel } from '@/components/ui/conflict-panel'
import { DateInput } from '@/components/ui/date-input'
import { FieldError } from '@/components/ui/field'
import { FileInput } from '@/components/ui/file-input'
import { FormAlert } from '@/components/ui/form-alert'
import { IMAGE_ACCEPT } from '@/components/ui/image-picker'
import { Notice } from '@/components/ui/notice'
import { TextField } from '@/components/ui/text-field'
import { useObjectUrl } from '@/hooks/use-object-url'
import { useLocale, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { type StaleConflict, staleConflict } from '@/lib/versions'
import { useReplaceBannerImage } from '../api/replace-banner-image'
import { useUpdateBanner } from '../api/update-banner'
import {
  BANNER_FORM_FIELDS,
  type BannerFormErrors,
  type BannerFormField,
  type BannerFormValues,
  changesOf,
  formValuesOf,
  fromLocalInput,
  validateBannerForm,
} from './banner-form-values'
import { validateBannerFile } from './validate-banner-file'

type Props = {
  banner: AdminBanner
  /** The link input, which takes the focus when the dialog opens. */
  firstField: RefObject<HTMLInputElement | null>
  onCancel: () => void
  onSaved: (banner: AdminBanner) => void
  /** Told while a save runs, so the dialog is not closed halfway. */
  onBusy: (busy: boolean) => void
}

const LABELS: Record<
  BannerFormField,
  'bannerEdit.link' | 'bannerEdit.from' | 'bannerEdit.to' | 'bannerEdit.active'
> = {
  link: 'bannerEdit.link',
  activeFrom: 'bannerEdit.from',
  activeTo: 'bannerEdit.to',
  active: 'bannerEdit.active',
}
/** Which field a refusal of the server is about, when it is one of the form's. */
const FIELD_OF_CODE: Partial<Record<string, BannerFormField>> = {
  'banner.link': 'link',
  'banner.linkProduct': 'link',
  'banner.schedule': 'activeTo',
  'banner.date': 'activeFrom',
}
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * A banner's link, schedule, switch and image, opened with the values read and the version they
 * were read at (kept as read: a refetch behind the form must not move it).
 */
export function EditBannerForm({ banner, firstField, onCancel, onSaved, onBusy }: Props) {
  const t = useT()
  const locale = useLocale()
  const update = useUpdateBanner()
  const replace = useReplaceBannerImage()
  const [values, setValues] = useState<BannerFormValues>(() => formValuesOf(banner))
  const [read, setRead] = useState(() => ({
    version: banner.version,
    values: formValuesOf(banner),
  }))
  const [errors, setErrors] = useState<BannerFormErrors>({})
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [conflict, setConflict] = useState<StaleConflict<BannerFormValues> | null>(null)
  const [discarded, setDiscarded] = useState(false)
  const preview = useObjectUrl(file)
  const saving = update.isPending || replace.isPending

  const shown = (field: BannerFormField, value: BannerFormValues[BannerFormField]) => {
    if (typeof value === 'boolean') return value ? t('bannerEdit.on') : t('bannerEdit.off')
    if (field === 'link') return value === '' ? t('banners.noLink') : <bdi dir="ltr">{value}</bdi>
    const instant = fromLocalInput(value)
    return instant === null ? t('bannerEdit.none') : formatDateTime(instant, locale)
  }

  const refused = (error: unknown, base: BannerFormValues, mine: BannerFormValues) => {
    const found = staleConflict(error, {
      schema: adminBannerSchema,
      pick: formValuesOf,
      keys: BANNER_FORM_FIELDS,
      base,
      mine,
      label: (key) => t(LABELS[key]),
      show: shown,
    })
    if (found) return setConflict(found)
    const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined
    if (field && error instanceof Error) setErrors({ [field]: error.message })
    else setFailure(errorMessage(error, t('bannerEdit.failed')))
  }

  /** Saves `mine` from `version`, the form having been read as `base`. */
  const save = async (mine: BannerFormValues, version: number, base: BannerFormValues) => {
    setFailure(null)
    onBusy(true)
    let from = { version, values: base }
    try {
      let saved: AdminBanner | undefined
      const changes = changesOf(mine, base)
      if (Object.keys(changes).length > 0) {
        saved = await update.mutateAsync({ id: banner.id, changes, version })
        from = { version: saved.version, values: mine }
        setRead(from)
      }
      if (file) {
        saved = await replace.mutateAsync({ id: banner.id, file, version: from.version })
      }
      setConflict(null)
      onSaved(saved ?? banner)
    } catch (error) {
      refused(error, from.values, mine)
    } finally {
      onBusy(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setDiscarded(false)
    // A date typed so that it does not read: its field says so (checkValidity tells it to).
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.querySelector<HTMLInputElement>('input:invalid')?.focus()
      return
    }
    const found = validateBannerForm(values)
    setErrors(found)
    const invalidFile = file ? validateBannerFile(file) : null
    setFileError(invalidFile ? t(invalidFile) : null)
    const firstInvalid = BANNER_FORM_FIELDS.find((field) => found[field])
    if (firstInvalid || invalidFile) {
      const id = firstInvalid ? `banner-${firstInvalid}` : 'banner-image-new'
      document.getElementById(id)?.focus()
      return
    }
    void save(values, read.version, read.values)
  }

  const set = <K extends BannerFormField>(field: K, value: BannerFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null
    setFile(next)
    const invalid = next ? validateBannerFile(next) : null
    setFileError(invalid ? t(invalid) : null)
  }

  if (conflict) {
    return (
      <ConflictPanel
        fields={conflict.fields}
        reapplying={saving}
        error={failure}
        onReapply={() => void save(conflict.merged, conflict.version, conflict.current)}
        onDiscard={() => {
          setValues(conflict.current)
          setRead({ version: conflict.version, values: conflict.current })
          setFile(null)
          setConflict(null)
          setFailure(null)
          setDiscarded(true)
        }}
      />
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormAlert message={failure} /> : null}
      {discarded ? <Notice tone="success" message={t('conflict.discarded')} /> : null}
      <TextField
        ref={firstField}
        id="banner-link"
        label={t('bannerEdit.link')}
        hint={t('bannerEdit.linkHint')}
        error={errors.link}
        value={values.link}
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        onChange={(event) => set('link', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput
          id="banner-activeFrom"
          withTime
          label={t('bannerEdit.from')}
          error={errors.activeFrom}
          value={values.activeFrom}
          onChange={(value) => set('activeFrom', value)}
        />
        <DateInput
          id="banner-activeTo"
          withTime
          label={t('bannerEdit.to')}
          error={errors.activeTo}
          value={values.activeTo}
          onChange={(value) => set('activeTo', value)}
        />
      </div>
      <p className="-mt-2 text-sm text-slate-500">
        {t('bannerEdit.scheduleHint', { zone: timeZone() })}
      </p>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50">
        <input
          id="banner-active"
          type="checkbox"
          checked={values.active}
          aria-describedby="banner-active-hint"
          onChange={(event) => set('active', event.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-300 accent-emerald-600"
        />
        <span className="flex flex-col gap-0.5">
          <span className="text-sm font-medium text-slate-900">{t('bannerEdit.active')}</span>
          <span id="banner-active-hint" className="text-sm text-slate-500">
            {t('bannerEdit.activeHint')}
          </span>
        </span>
      </label>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="banner-image-new" className="text-sm font-medium text-slate-700">
          {t('bannerEdit.image')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <img
            src={preview ?? banner.url}
            alt={preview ? t('bannerEdit.newImage') : t('bannerEdit.currentImage')}
            className="aspect-[3/1] w-40 shrink-0 rounded-md bg-slate-100 object-cover sm:w-32"
          />
          <FileInput
            id="banner-image-new"
            fileName={file?.name ?? null}
            accept={IMAGE_ACCEPT}
            onChange={onFile}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`banner-image-hint${fileError ? ' banner-image-error' : ''}`}
          />
        </div>
        <p id="banner-image-hint" className="text-sm text-slate-500">
          {t('bannerAdd.hint')}
        </p>
        <FieldError id="banner-image-error" error={fileError} />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('bannerEdit.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('bannerEdit.saving') : t('bannerEdit.save')}
        </Button>
      </div>
    </form>
  )
}
