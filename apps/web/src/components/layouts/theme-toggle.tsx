import { Monitor, Moon, Sun } from 'lucide-react'
import { focusRing } from '@/components/ui/focus-ring'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { THEME_CHOICES, useThemeStore } from '@/stores/theme'

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const

/**
 * Light, dark or the system's setting, as a native select: keyboard, screen readers and phones
 * handle it with no code of ours.
 */
export function ThemeToggle() {
  const t = useT()
  const choice = useThemeStore((state) => state.choice)
  const setChoice = useThemeStore((state) => state.setChoice)
  const Icon = ICONS[choice]
  return (
    <div className="relative flex items-center">
      <Icon
        aria-hidden="true"
        className="pointer-events-none absolute start-2.5 size-5 text-slate-500"
      />
      <select
        aria-label={t('theme.label')}
        value={choice}
        onChange={(event) => {
          const picked = THEME_CHOICES.find((value) => value === event.target.value)
          if (picked) setChoice(picked)
        }}
        className={cn(
          'h-10 w-10 appearance-none rounded-lg bg-transparent ps-10 text-sm text-transparent hover:bg-slate-100 xl:w-auto xl:pe-3 xl:text-slate-700',
          focusRing,
        )}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value} className="bg-white text-slate-900">
            {t(`theme.${value}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
