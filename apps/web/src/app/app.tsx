import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

export function App() {
  // One cache for the screens and for the route loaders that fill it ahead of them.
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
