import { CircleUser } from 'lucide-react'
import { useState } from 'react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

type AvatarProps = {
  src: string | null
  name: string
  /** Next to the name already: hidden from screen readers, which would read it twice. */
  decorative?: boolean
  className?: string
}

/** A profile picture, or the default icon when there is none or it fails to load. */
export function Avatar({ src, name, decorative = false, className = 'size-9' }: AvatarProps) {
  const t = useT()
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    const icon = <CircleUser aria-hidden="true" className="size-3/4" />
    const frame = cn(
      'inline-flex shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400',
      className,
    )
    return decorative ? (
      <span aria-hidden="true" className={frame}>
        {icon}
      </span>
    ) : (
      <span role="img" aria-label={t('avatar.none')} className={frame}>
        {icon}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : t('avatar.picture', { name })}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-full object-cover', className)}
    />
  )
}
