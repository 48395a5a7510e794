import { can } from '@rihla/contract/permissions'
import type { Subcategory } from '@rihla/contract/subcategories'
import { MenuButton, type MenuItem } from '@/components/ui/menu-button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'

type SubcategoryRowMenuProps = {
  subcategory: Subcategory
  busy: boolean
  onShowDetails: (subcategory: Subcategory) => void
  onDelete: (subcategory: Subcategory) => void
}

/**
 * The seed's row menu: Show Details (a modal), Update (the update form) and Delete. Update and
 * Delete are for the admin role only: the server refuses them to anyone else (decision 025).
 */
export function SubcategoryRowMenu({
  subcategory,
  busy,
  onShowDetails,
  onDelete,
}: SubcategoryRowMenuProps) {
  const t = useT()
  const items: MenuItem[] = [
    {
      key: 'details',
      label: t('subcategories.showDetails'),
      onSelect: () => onShowDetails(subcategory),
    },
  ]
  if (can(role(), 'subcategories.write')) {
    items.push(
      {
        key: 'update',
        label: t('subcategories.update'),
        to: paths.subcategoryUpdate.href(subcategory.id),
      },
      {
        key: 'delete',
        label: t('subcategories.delete'),
        onSelect: () => onDelete(subcategory),
        disabled: busy,
        danger: true,
      },
    )
  }
  return (
    <MenuButton label={t('subcategories.actionsFor', { name: subcategory.name })} items={items} />
  )
}
