import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadFontOf } from './i18n/arabic-font-preload'
import { loadLocale, readStoredLocale, useLocaleStore } from './i18n/i18n'
import { startTheme } from './stores/theme'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Before the first render, so a dark page never flashes light.
startTheme()

// The stored language's texts arrive before the first render, so nothing flashes in English;
// if they cannot be fetched the app starts in English.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
const storedLocale = readStoredLocale()
// Arabic's font starts downloading now, alongside its texts, not after the first render.
preloadFontOf(storedLocale)
loadLocale(storedLocale).then(render, () => {
  // For this visit only: the stored choice stays for the next one.
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
  useLocaleStore.setState({ locale: 'en' })
  render()
})
