import createClient from 'openapi-fetch'
// Written by openapi-typescript from the served document when the test runs (decision 054).
import type { paths } from './api.gen'

/** The sign-in's body, as the generated types say it. */
type Account = NonNullable<
  paths['/api/auth/login']['post']['requestBody']
>['content']['application/json']

/** A multipart body from a generated form type: files as themselves, the rest as text. */
function formData(body: object): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof Blob) form.append(name, part, 'picture.png')
      else form.append(name, String(part))
    }
  }
  return form
}

/**
 * The moderation flow as a team integrating the API writes it: only the client generated
 * from the served document and openapi-fetch, no cast and no API type of its own. A seller
 * lists two products with pictures; a moderator reads the queue and a listing's details,
 * approves one and rejects the other; a save from an old version gets the record back.
 */
export async function moderationFlow(
  baseUrl: string,
  accounts: { seller: Account; moderator: Account },
  picture: Blob,
  subcategoryId: number,
) {
  const api = createClient<paths>({ baseUrl })
  const signIn = async ({ email, password }: Account) => {
    const { data, error } = await api.POST('/api/auth/login', { body: { email, password } })
    if (!data || !('accessToken' in data)) throw new Error(`sign-in: ${error?.code}`)
    return { authorization: `Bearer ${data.accessToken}` }
  }

  const seller = await signIn(accounts.seller)
  const list = async (title: string) => {
    const { data, error } = await api.POST('/api/products', {
      headers: seller,
      body: {
        title,
        price: '185000',
        description: 'Seven nights by the sea, breakfast included.',
        location: 'Tigzirt',
        wilaya: '15',
        category: 'D',
        subcategoryId: String(subcategoryId),
        pictures: picture,
      },
      bodySerializer: formData,
    })
    if (!data) throw new Error(`add a product: ${error?.code}`)
    return data
  }
  const trip = await list('A week in Tigzirt')
  const other = await list('A weekend in Tigzirt')
  // A second picture, from the version read (its ETag).
  const read = await api.GET('/api/products/{id}', {
    params: { path: { id: trip.id } },
    headers: seller,
  })
  const version = read.response.headers.get('ETag') ?? ''
  const added = await api.POST('/api/products/{id}/pictures', {
    params: { path: { id: trip.id }, header: { 'If-Match': version } },
    headers: seller,
    body: { pictures: [picture] },
    bodySerializer: formData,
  })
  if (!added.data) throw new Error(`add a picture: ${added.error?.code}`)

  const moderator = await signIn(accounts.moderator)
  const queue = await api.GET('/api/products/waiting-list', {
    params: { query: { sort: 'createdAt', order: 'asc', limit: 10 } },
    headers: moderator,
  })
  // A decision names the version reviewed: the ETag of the waiting details.
  const details = await api.GET('/api/products/waiting-list/{id}', {
    params: { path: { id: trip.id } },
    headers: moderator,
  })
  const otherDetails = await api.GET('/api/products/waiting-list/{id}', {
    params: { path: { id: other.id } },
    headers: moderator,
  })
  const approved = await api.PATCH('/api/products/{id}/accept', {
    params: {
      path: { id: trip.id },
      header: { 'If-Match': details.response.headers.get('ETag') ?? '' },
    },
    headers: moderator,
  })
  const rejected = await api.POST('/api/products/{id}/reject', {
    params: {
      path: { id: other.id },
      header: { 'If-Match': otherDetails.response.headers.get('ETag') ?? '' },
    },
    headers: moderator,
    body: { reason: 'poor_photos' },
  })
  // The seller's version is older than the decision: the 409 carries the product as it is.
  const stale = await api.PATCH('/api/products/{id}/category', {
    params: { path: { id: trip.id }, header: { 'If-Match': version } },
    headers: moderator,
    body: { isE: true, isF: false, isG: false, isH: false },
  })

  return {
    etag: version,
    pictures: added.data.pictures.length,
    queued: queue.data?.products.map((product) => product.title) ?? [],
    submitter: details.data?.submitter?.username ?? null,
    approved: approved.data?.status,
    undoUntil: approved.data?.undoUntil,
    rejected: rejected.error?.code ?? rejected.data?.rejection?.reason,
    stale: {
      answer: stale.response.status,
      code: stale.error?.code,
      current: { status: stale.error?.current?.status, version: stale.error?.current?.version },
    },
  }
}
