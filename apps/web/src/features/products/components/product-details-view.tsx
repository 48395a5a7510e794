import { categoryLabel } from '@rihla/contract/categories'
import type { Lang } from '@rihla/contract/constants'
import type { Product } from '@rihla/contract/products'
import { wilayaName } from '@rihla/contract/wilayas'
import type { ReactNode } from 'react'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatNumber, formatPrice } from '@/lib/format'
import { ProductFeatureList } from './product-feature-list'
import { ProductGallery } from './product-gallery'

type ProductDetailsViewProps = {
  product: Product
  /** The waiting list's details page has no rating line. */
  showRating: boolean
  /** Fields its owner changed since it was approved, highlighted with this label. */
  changed?: { fields: readonly string[]; label: string } | undefined
  /** After the features, in the same column (the waiting listing's submitter). */
  aside?: ReactNode
}

/**
 * A name in the chosen language and, on English and French screens, its Arabic name after it:
 * the seed shows the category and the wilaya in Arabic on this page (decision 025).
 */
function Names({ lang, name, arabic }: { lang: Lang; name: string; arabic: string }) {
  return (
    <>
      <bdi lang={lang}>{name}</bdi>
      {lang === 'ar' || arabic === name ? null : (
        <span className="text-slate-500">
          {' ('}
          <bdi lang="ar">{arabic}</bdi>)
        </span>
      )}
    </>
  )
}

type FieldProps = {
  label: string
  children: ReactNode
  className?: string
  /** The "changed" label, shown and highlighted when the field changed. */
  changed?: string | undefined
}

/** The marker of a changed field: words, not only a colour. */
function ChangedMark({ label }: { label: string }) {
  return (
    <span className="ms-2 rounded bg-amber-200 px-1.5 py-0.5 text-[0.7rem] font-semibold tracking-normal text-amber-900 normal-case">
      {label}
    </span>
  )
}

function Field({ label, children, className, changed }: FieldProps) {
  return (
    <div
      data-changed={changed ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-1',
        changed && '-m-2 rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300',
        className,
      )}
    >
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {label}
        {changed ? <ChangedMark label={changed} /> : null}
      </dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  )
}

/**
 * A product as the details pages show it. The wilaya is looked up by its number (the seed's
 * lookup was one off; docs/seed-deviations.md), the raw value shown when it is unknown.
 */
export function ProductDetailsView({
  product,
  showRating,
  changed,
  aside,
}: ProductDetailsViewProps) {
  const t = useT()
  const mark = (...fields: string[]) =>
    changed && fields.some((field) => changed.fields.includes(field)) ? changed.label : undefined
  const locale = useLocale()
  const lang = useNameLanguage()
  return (
    <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-2 lg:p-6">
      <ProductGallery pictures={product.pictures} title={product.title} />
      <div className="flex min-w-0 flex-col gap-5">
        <h1 dir="auto" className="text-2xl font-semibold tracking-tight break-words text-slate-900">
          {product.title}
          {mark('title') ? <ChangedMark label={changed?.label ?? ''} /> : null}
        </h1>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={t('productDetails.price')} changed={mark('price')}>
            <span className="text-lg font-semibold tabular-nums">
              {formatPrice(product.price, locale)}
            </span>
          </Field>
          <Field label={t('productDetails.category')} changed={mark('category', 'subcategoryId')}>
            <Names
              lang={lang}
              name={categoryLabel(product.category, lang)}
              arabic={categoryLabel(product.category, 'ar')}
            />
          </Field>
          <Field label={t('productDetails.location')} changed={mark('location', 'wilaya')}>
            <bdi>{product.location}</bdi>
            {' · '}
            <Names
              lang={lang}
              name={wilayaName(product.wilaya, lang)}
              arabic={wilayaName(product.wilaya, 'ar')}
            />
          </Field>
          {showRating ? (
            <Field label={t('productDetails.rating')}>
              {product.averageRating === null
                ? t('productDetails.noRating')
                : t('productDetails.ratingValue', {
                    value: formatNumber(product.averageRating, locale),
                  })}
            </Field>
          ) : null}
          <Field
            label={t('productDetails.description')}
            className="sm:col-span-2"
            changed={mark('description')}
          >
            <p dir="auto" className="whitespace-pre-line break-words text-slate-700">
              {product.description}
            </p>
          </Field>
        </dl>
        <section aria-label={t('productDetails.features')} className="flex flex-col gap-2">
          <h2 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('productDetails.features')}
          </h2>
          <ProductFeatureList product={product} />
        </section>
        {aside}
      </div>
    </article>
  )
}
