import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
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
loadLocale(readStoredLocale()).then(render, () => {
  // For this visit only: the stored choice stays for the next one.
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
  useLocaleStore.setState({ locale: 'en' })
  render()
})
