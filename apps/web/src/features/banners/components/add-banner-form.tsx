import type { Banner } from '@rihla/contract/banners'
import { isImageType } from '@rihla/contract/constants'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { FileInput } from '@/components/ui/file-input'
import { FormAlert } from '@/components/ui/form-alert'
import { IMAGE_ACCEPT } from '@/components/ui/image-picker'
import { paths } from '@/config/paths'
import { useObjectUrl } from '@/hooks/use-object-url'
import { useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useCreateBanner } from '../api/create-banner'
import { validateBannerFile } from './validate-banner-file'

type AddBannerFormProps = {
  /** Called once the banner is stored: the app layer then returns to the list. */
  onAdded: (created: Banner) => void
}

const INPUT_ID = 'banner-image'

/** The seed's Add Banner form; a failure stays on the form with the chosen image. */
export function AddBannerForm({ onAdded }: AddBannerFormProps) {
  const t = useT()
  const inputRef = useRef<HTMLInputElement>(null)
  const creation = useCreateBanner({ onSuccess: onAdded })
  const [file, setFile] = useState<File | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const isImage = file !== null && isImageType(file.type)
  // Revoked by the hook when the choice changes or the form goes away.
  const previewUrl = useObjectUrl(isImage ? file : null)

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null
    setFile(next)
    setFailure(null)
    const invalid = next ? validateBannerFile(next) : null
    setFieldError(invalid ? t(invalid) : null)
  }

  const failureMessage = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('bannerAdd.unexpected')
    if (error.status === 401) return t('bannerAdd.authFailed')
    return errorMessage(error, t('bannerAdd.failed'))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const invalid = validateBannerFile(file)
    if (invalid || !file) {
      setFieldError(t(invalid ?? 'bannerAdd.required'))
      inputRef.current?.focus()
      return
    }
    if (!hasToken()) {
      setFailure(t('bannerAdd.authRequired'))
      return
    }
    try {
      await creation.mutateAsync(file)
    } catch (error) {
      setFailure(failureMessage(error))
    }
  }

  const submitting = creation.isPending
  const describedBy = [`${INPUT_ID}-hint`, fieldError ? `${INPUT_ID}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? <FormAlert message={failure} /> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={INPUT_ID} className="text-sm font-medium text-slate-700">
          {t('bannerAdd.image')}
        </label>
        <FileInput
          ref={inputRef}
          id={INPUT_ID}
          fileName={file?.name ?? null}
          accept={IMAGE_ACCEPT}
          onChange={onChange}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
        />
        <p id={`${INPUT_ID}-hint`} className="text-xs text-slate-500">
          {t('bannerAdd.hint')}
        </p>
        <FieldError id={`${INPUT_ID}-error`} error={fieldError} />
      </div>
      <div className="flex aspect-[3/1] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
        {previewUrl ? (
          <img src={previewUrl} alt={t('bannerAdd.preview')} className="size-full object-cover" />
        ) : (
          <p className="p-4 text-center text-sm text-slate-500">{t('bannerAdd.noPreview')}</p>
        )}
      </div>
      <div className="flex justify-end gap-3">
        <ButtonLink variant="secondary" to={paths.banners.href()}>
          {t('bannerAdd.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('bannerAdd.submitting') : t('bannerAdd.submit')}
        </Button>
      </div>
    </form>
  )
}
