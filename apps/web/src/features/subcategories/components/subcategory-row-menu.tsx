import type { Subcategory } from '@rihla/contract/subcategories'
import { MenuButton } from '@/components/ui/menu-button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'

type SubcategoryRowMenuProps = {
  subcategory: Subcategory
  busy: boolean
  onShowDetails: (subcategory: Subcategory) => void
  onDelete: (subcategory: Subcategory) => void
}

/** The seed's row menu: Show Details (a modal), Update (the update form) and Delete. */
export function SubcategoryRowMenu({
  subcategory,
  busy,
  onShowDetails,
  onDelete,
}: SubcategoryRowMenuProps) {
  const t = useT()
  return (
    <MenuButton
      label={t('subcategories.actionsFor', { name: subcategory.name })}
      items={[
        {
          key: 'details',
          label: t('subcategories.showDetails'),
          onSelect: () => onShowDetails(subcategory),
        },
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
      ]}
    />
  )
}
