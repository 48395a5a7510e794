import { IMAGE_TYPES } from '@rihla/contract/constants'
import { ImagePlus } from 'lucide-react'
import type { Ref } from 'react'
import { useObjectUrl } from '@/hooks/use-object-url'
import { cn } from '@/lib/cn'
import { FieldError } from './field'

/** What the upload accepts; the server checks the bytes again whatever the browser says. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

type ImagePickerProps = {
  id: string
  label: string
  /** "PNG, JPG, GIF up to 10MB". */
  hint: string
  previewAlt: string
  file: File | null
  onChange: (file: File | null) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  error?: string | undefined
}

/** One image file with a preview of the chosen file. */
export function ImagePicker(props: ImagePickerProps) {
  const { id, label, hint, previewAlt, file, onChange, onBlur, inputRef, error } = props
  const preview = useObjectUrl(file)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-5 text-center sm:flex-row sm:text-start',
          error ? 'border-red-300 bg-red-50/40' : 'border-slate-300 bg-slate-50',
        )}
      >
        {preview ? (
          <img src={preview} alt={previewAlt} className="size-24 rounded-lg object-cover" />
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-lg bg-white text-slate-400">
            <ImagePlus aria-hidden="true" className="size-8" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            onBlur={onBlur}
            className="block w-full text-sm text-slate-600 file:me-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-emerald-700 hover:file:bg-emerald-100"
          />
          {file ? <p className="truncate text-sm text-slate-700">{file.name}</p> : null}
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
