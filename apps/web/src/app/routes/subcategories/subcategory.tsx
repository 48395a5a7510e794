import { useParams } from 'react-router'
import { SubcategoryDetails } from '@/features/subcategories/components/subcategory-details'
import { parseId } from './parse-id'

export function SubcategoryRoute() {
  const { id } = useParams()
  return <SubcategoryDetails subcategoryId={parseId(id)} />
}
