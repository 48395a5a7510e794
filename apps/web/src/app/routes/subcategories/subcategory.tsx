import { useParams } from 'react-router'
import { SubcategoryDetails } from '@/features/subcategories/components/subcategory-details'
import { parseId } from '@/lib/route-params'

export function SubcategoryRoute() {
  const { id } = useParams()
  return <SubcategoryDetails subcategoryId={parseId(id)} />
}
