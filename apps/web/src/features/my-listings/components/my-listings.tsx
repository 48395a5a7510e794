import type { MyProduct as Product } from '@rihla/contract/appeals'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { ListBody } from '@/components/layouts/list-body'
import { ListSection } from '@/components/layouts/list-panel'
import { ButtonLink } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { pagerMore } from '@/components/ui/pager'
import { paths } from '@/config/paths'
import { usePagedList } from '@/hooks/use-paged-list'
import { useLocale, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { formatNumber } from '@/lib/format'
import { useMyListings } from '../api/get-my-listings'
import { MY_LISTINGS_LIST, myListingsQuery } from '../api/my-listings-query'
import { useResubmitListing } from '../api/resubmit-listing'
import { listingTitleId, MyListingCard, MyListingsSkeleton } from './my-listing-card'
import { StatusFilter } from './status-filter'

/** What another screen (the edit or add form) hands back here: the outcome of what it did. */
function outcomeOf(state: unknown): Outcome | null {
  const outcome = (state as { outcome?: Partial<Outcome> } | null)?.outcome
  return outcome &&
    (outcome.tone === 'success' || outcome.tone === 'error') &&
    typeof outcome.message === 'string'
    ? { tone: outcome.tone, message: outcome.message }
    : null
}

/** The page of one's listings a view shows; the route's loader asks for the same. */
const useMyListingsPage = (view: Parameters<typeof myListingsQuery>[0]) =>
  useMyListings(myListingsQuery(view))

/** The signed-in person's own listings, by status, one card each at every width. */
export function MyListings() {
  const t = useT()
  const locale = useLocale()
  const location = useLocation()
  const {
    view,
    setPage,
    setSearch,
    setLimit,
    setFilters,
    countAll,
    query: listings,
    totalPages,
  } = usePagedList(MY_LISTINGS_LIST, useMyListingsPage)
  const query = myListingsQuery(view)
  const resubmit = useResubmitListing()
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(location.state))

  const onResubmit = async (product: Product) => {
    setOutcome(null)
    try {
      const sent = await resubmit.mutateAsync(product.id)
      setOutcome({ tone: 'success', message: t('myListings.resubmitDone', { title: sent.title }) })
      // Its buttons are gone: the focus goes to the listing, which now waits again.
      document.getElementById(listingTitleId(sent.id))?.focus()
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('myListings.resubmitFailed')) })
    }
  }

  const label = t('myListings.listLabel')
  const rows = listings.data?.products
  // The edit form comes back to this very view once saved or cancelled.
  const editState = { returnTo: `${location.pathname}${location.search}` }
  const total = listings.data?.total
  return (
    <div className="flex flex-col gap-4">
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <ListSection
        label={t('myListings.title')}
        toolbarClassName="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        search={{
          value: view.search,
          onSearch: setSearch,
          label: t('myListings.search'),
          placeholder: t('myListings.searchPlaceholder'),
        }}
        toolbar={
          total !== undefined ? (
            <p className="text-sm text-slate-500">
              {t(
                listings.data?.totalCapped
                  ? 'myListings.totalCapped'
                  : total === 1
                    ? 'myListings.totalOne'
                    : 'myListings.total',
                { count: formatNumber(total, locale) },
              )}
            </p>
          ) : null
        }
        filters={
          <StatusFilter
            value={query.status}
            onChange={(status) => setFilters({ status: status ?? '' })}
          />
        }
        pager={{
          page: view.page,
          totalPages,
          onPageChange: (page) => setPage(page),
          more: pagerMore(listings.data, rows?.length ?? 0, view, countAll),
        }}
        pageSize={{
          value: view.limit,
          defaultValue: MY_LISTINGS_LIST.options.defaultLimit,
          onChange: setLimit,
        }}
      >
        <ListBody
          query={listings}
          rows={rows}
          failed={t('myListings.loadFailed')}
          loading={<MyListingsSkeleton label={label} />}
          empty={
            <MyListingsEmpty
              search={view.search}
              filtered={query.status !== undefined}
              onClearSearch={() => setSearch('')}
            />
          }
          table={(products) => (
            <ul
              aria-label={label}
              aria-busy={listings.isPlaceholderData}
              className="flex flex-col gap-3 p-3 sm:p-4"
            >
              {products?.map((product) => (
                <MyListingCard
                  key={product.id}
                  product={product}
                  editState={editState}
                  resubmitting={resubmit.isPending && resubmit.variables === product.id}
                  onResubmit={(p) => void onResubmit(p)}
                />
              ))}
            </ul>
          )}
        />
      </ListSection>
    </div>
  )
}

type MyListingsEmptyProps = { search: string; filtered: boolean; onClearSearch: () => void }

/** Nothing found for a search, nothing with this status, or no listing yet: then, add one. */
function MyListingsEmpty({ search, filtered, onClearSearch }: MyListingsEmptyProps) {
  const t = useT()
  if (search) {
    return (
      <EmptyState
        className="min-h-60"
        message={t('myListings.noMatch', { search })}
        onClearSearch={onClearSearch}
      />
    )
  }
  if (filtered) return <EmptyState className="min-h-60" message={t('myListings.emptyStatus')} />
  return (
    <div className="flex min-h-60 flex-col items-center justify-center gap-3 p-6 text-center">
      <EmptyState className="p-0" message={t('myListings.empty')} />
      <ButtonLink to={paths.productAdd.href()}>{t('myListings.addFirst')}</ButtonLink>
    </div>
  )
}
