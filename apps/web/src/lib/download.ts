import { nameLanguage, useLocaleStore } from '@/i18n/i18n'
import { type QueryValue, request } from './api-client'

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/)
  return match?.[1] ?? fallback
}

/** Hands a Blob to the browser as a download, through a short-lived object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Downloads a CSV export. The export needs the bearer token, so a plain link cannot fetch it:
 * it goes through the API client (token, refresh) and is saved from a Blob. The client reads
 * the text without its byte order mark, which is put back for Excel. Headers and values come
 * in the language on screen (`lang`; the API's `raw=1` form is for machines, decision 025).
 * @example await downloadCsv('/users/export.csv', { search: 'amina' }, 'users.csv')
 */
export async function downloadCsv(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
) {
  const lang = nameLanguage(useLocaleStore.getState().locale)
  const response = await request<string>(path, {
    query: { ...query, lang },
    headers: { Accept: 'text/csv' },
  })
  const text = typeof response.data === 'string' ? response.data.replace(/^\uFEFF/, '') : ''
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
  saveBlob(blob, attachmentName(response.headers.get('content-disposition'), fallbackName))
}
