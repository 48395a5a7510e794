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
 * A file input that speaks the page's language, not the browser's ("Choose file", "No file
 * chosen"): the input itself is visually hidden but stays the one control (focus, keyboard,
 * its own label, tests' setInputFiles); a label drawn as a button opens it, and the chosen
 * file's name shows beside it. The drawn button is hidden from assistive technology, so the
 * input keeps the field's label as its name.
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
