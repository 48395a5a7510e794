/**
 * The most common passwords, from zxcvbn-ts's `passwords-common` list (about 30,000 entries,
 * kept by that project from leaked-password corpora: a well-kept list, not
 * one we type). The module is 1.9 MB, so it is imported on the first check, not at start-up;
 * the routes that check call `preloadCommonPasswords` while the app starts so the first check
 * does not stand out by its time.
 */
let list: Promise<ReadonlySet<string>> | undefined

export function preloadCommonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  )
  return list
}

/** Whether the password, compared without letter case, is on the common list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await preloadCommonPasswords()
  return common.has(password.toLowerCase())
}
