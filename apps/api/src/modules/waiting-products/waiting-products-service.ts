import type { AppContext, AuthUser } from '../../context'
import { getVersionedProduct } from '../products'
import { findSubmitter } from './submitter-repository'

/**
 * One waiting product for the moderator: what its owner changed since it was approved,
 * highlighted (issue 27), and who submitted it, with how their listings fared (issue 26).
 */
export async function getWaitingProduct(ctx: AppContext, user: AuthUser, id: number) {
  const { product, changes, createdById } = await getVersionedProduct(ctx, user, id, 'pending')
  const submitter = createdById === null ? null : await findSubmitter(ctx.db, createdById)
  return { ...product, changes, submitter: submitter ?? null }
}
