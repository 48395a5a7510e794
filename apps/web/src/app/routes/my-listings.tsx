import { ListPage } from '@/components/layouts/list-page'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { MyListings } from '@/features/my-listings/components/my-listings'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/my-listings'
import '@/i18n/english/screens'

/** One's own listings, whatever one's role: the screen of a `user` in this panel. */
export function MyListingsRoute() {
  const t = useT()
  return (
    <ListPage
      title={t('myListings.title')}
      add={{ label: t('myListings.add'), href: paths.productAdd.href() }}
    >
      <RequirePermission permission="products.own" message={t('permissions.data')}>
        <MyListings />
      </RequirePermission>
    </ListPage>
  )
}
