import type { Product } from '@rihla/contract/products'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { useT } from '@/i18n/i18n'
import { ProductDetailsView } from './product-details-view'

type ProductDetailsScreenProps = {
  backTo: string
  backLabel: string
  /** The failure to show instead of the product, if any. */
  error: string | null
  product: Product | undefined
  showRating: boolean
  /** Above the product once it is shown: what can be done with it, and the last outcome. */
  actions?: ReactNode
  /** Fields highlighted as changed (a waiting listing its owner edited). */
  changed?: { fields: readonly string[]; label: string } | undefined
  /** Beside the product's fields, once it is shown: who submitted a waiting listing. */
  aside?: ReactNode
}

/** A details page: the back link, then the product, a spinner while it loads, or the error. */
export function ProductDetailsScreen(props: ProductDetailsScreenProps) {
  const { backTo, backLabel, error, product, showRating, actions, changed, aside } = props
  const t = useT()
  let body = <Spinner label={t('common.loading')} className="justify-center py-16" />
  if (error) {
    body = (
      <ErrorState
        message={error}
        className="rounded-2xl border border-slate-200 bg-white py-12 shadow-sm"
      />
    )
  } else if (product) {
    body = (
      <>
        {actions}
        <ProductDetailsView
          product={product}
          showRating={showRating}
          changed={changed}
          aside={aside}
        />
      </>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <TextLink to={backTo} className="inline-flex items-center gap-1.5 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {backLabel}
      </TextLink>
      {body}
    </div>
  )
}
