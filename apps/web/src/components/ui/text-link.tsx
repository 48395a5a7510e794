import { Link, type LinkProps } from 'react-router'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

/** An inline link in the accent colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded font-medium text-emerald-700 underline-offset-4 hover:text-emerald-800 hover:underline',
        focusRing,
        className,
      )}
      {...props}
    />
  )
}
