import { Languages } from 'lucide-react'
import { focusRing } from '@/components/ui/focus-ring'
import { isLocale, LOCALES, type Locale, useLocaleStore, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
const NATIVE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' }

/** English, French or Arabic; the choice is kept in localStorage (`locale`). */
export function LanguageSwitcher() {
  const t = useT()
  const locale = useLocaleStore((state) => state.locale)
  const setLocale = useLocaleStore((state) => state.setLocale)
  return (
    <div className="relative flex items-center">
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute start-2.5 size-5 text-slate-500"
      />
      <select
        aria-label={t('topbar.language')}
        value={locale}
        onChange={(event) => {
          const picked = event.target.value
          if (isLocale(picked)) setLocale(picked)
        }}
        className={cn(
          'h-10 w-10 appearance-none rounded-lg bg-transparent ps-10 text-sm text-transparent hover:bg-slate-100 xl:w-auto xl:pe-3 xl:text-slate-700',
          focusRing,
        )}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value} className="bg-white text-slate-900">
            {NATIVE_NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  )
}
