import type { ComponentProps } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

const variants = {
  primary: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 disabled:bg-emerald-700/60',
  secondary:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-300',
  // Disabled, it loses its red (a paler red still reads as a live, destructive button).
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none',
} as const

export type ButtonVariant = keyof typeof variants

/** The classes of a button, for a link that must look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium transition-colors disabled:cursor-not-allowed',
    focusRing,
    variants[variant],
    className,
  )
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant }

export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant }

/** A navigation that looks like a button (Add New Product, Cancel). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, className)} {...props} />
}
