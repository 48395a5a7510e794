import { useParams } from 'react-router'
import { RecordHistory } from '@/features/activity'
import { ProductDetails } from '@/features/products/components/product-details'
import { parseId } from '@/lib/route-params'
import '@/i18n/english/product'
import '@/i18n/english/screens'

export function ProductRoute() {
  const { id } = useParams()
  // A new id is a new page: no state of the previous product carries over.
  return (
    <div className="flex flex-col gap-6">
      <ProductDetails key={id} id={id} />
      <RecordHistory key={`history-${id}`} entity="product" id={parseId(id)} />
    </div>
  )
}
