import { PRODUCT_FLAGS } from '@rihla/contract/categories'
import type { Product } from '@rihla/contract/products'
import { Check, X } from 'lucide-react'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

/** The four flags of a product, each with a check or a cross and its label in the chosen language. */
export function ProductFeatureList({ product }: { product: Product }) {
  const t = useT()
  const lang = useNameLanguage()
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {PRODUCT_FLAGS.map((flag) => {
        const on = product[flag.key]
        const Icon = on ? Check : X
        return (
          <li key={flag.key} className="flex items-center gap-2 text-sm">
            <span
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                on ? 'bg-emerald-50 text-emerald-600' : 'bg-red-50 text-red-500',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <bdi lang={lang} className="text-slate-800">
              {flag[lang]}
            </bdi>
            <span className="sr-only">
              {on ? t('productDetails.featureOn') : t('productDetails.featureOff')}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
