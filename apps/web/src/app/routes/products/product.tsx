import { useParams } from 'react-router'
import { ProductDetails } from '@/features/products/components/product-details'

export function ProductRoute() {
  const { id } = useParams()
  // A new id is a new page: no state of the previous product carries over.
  return <ProductDetails key={id} id={id} />
}
