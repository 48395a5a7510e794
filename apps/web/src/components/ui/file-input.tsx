import { Upload } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { buttonClassName } from './button'

type FileInputProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  id: string
  /** The chosen file's name, or null: "No file chosen" in the page's language. */
  fileName: string | null
  className?: string
}

/**
 * A file input in the page's language, not the browser's: the hidden input stays the one control
 * and keeps the field's label; a drawn button opens it.
 */
export function FileInput({ fileName, className, multiple, ...input }: FileInputProps) {
  const t = useT()
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <input {...input} multiple={multiple} type="file" className="peer sr-only" />
      <label
        htmlFor={input.id}
        aria-hidden="true"
        className={buttonClassName(
          'secondary',
          'cursor-pointer px-3 py-2 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500/60 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t(multiple ? 'file.chooseMany' : 'file.choose')}
      </label>
      <span className="min-w-0 truncate text-sm text-slate-600">
        {fileName ?? t(multiple ? 'file.noneMany' : 'file.none')}
      </span>
    </div>
  )
}
