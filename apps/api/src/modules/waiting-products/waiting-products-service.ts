import type { AppContext, AuthUser } from '../../context'
import { getVersionedProduct } from '../products'
import { getSignals } from '../signals'
import { findSubmitter } from './submitter-repository'

/**
 * One waiting product for the moderator: what its owner changed since it was approved,
 * highlighted, who submitted it, with how their listings fared, and its
 * duplicate and risk signals, strongest first; and its version, the ETag a
 * decision on it names (decision 052).
 */
export async function getWaitingProduct(ctx: AppContext, user: AuthUser, id: number) {
  const { product, changes, createdById, version } = await getVersionedProduct(
    ctx,
    user,
    id,
    'pending',
  )
  const [submitter, signals] = await Promise.all([
    createdById === null ? null : findSubmitter(ctx.db, createdById),
    getSignals(ctx, id),
  ])
  return { body: { ...product, changes, submitter: submitter ?? null, signals }, version }
}
