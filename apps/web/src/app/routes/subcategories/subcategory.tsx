import { useParams } from 'react-router'
import { RecordHistory } from '@/features/activity'
import { SubcategoryDetails } from '@/features/subcategories/components/subcategory-details'
import { parseId } from '@/lib/route-params'
import '@/i18n/english/screens'

export function SubcategoryRoute() {
  const { id } = useParams()
  return (
    <div className="flex flex-col gap-6">
      <SubcategoryDetails subcategoryId={parseId(id)} />
      <RecordHistory entity="subcategory" id={parseId(id)} className="max-w-2xl" />
    </div>
  )
}
