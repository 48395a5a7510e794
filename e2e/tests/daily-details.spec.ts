import { expect, signInWithApi, test } from './fixtures'

const SCREEN_FAILED = {
  en: 'This screen could not be loaded. Check your connection, then try again.',
  fr: "Cet écran n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
  ar: 'تعذّر تحميل هذه الشاشة. تحقّق من اتصالك ثم أعد المحاولة.',
} as const

test('a fresh load whose screen code cannot be fetched shows the error in the shell with Try again', async ({
  page,
}) => {
  await signInWithApi(page)
  await page.route('**/assets/banners-*.js', (route) => route.abort('connectionrefused'))
  await page.goto('/banners')
  await expect(page.getByRole('alert')).toContainText(SCREEN_FAILED.en)
})
