import { create } from 'zustand'

/**
 * The seed's client state slice "background", kept with its exact names and initial values.
 * What these values refer to is not shown in the seed, so nothing reads them yet; each setter
 * replaces one value.
 */
export type BackgroundState = {
  token: boolean
  details: string
  userId: string
  flagId: string
  changeTokenStatus: (token: boolean) => void
  changeShowDetails: (details: string) => void
  changeUserId: (userId: string) => void
  changeFlagId: (flagId: string) => void
}

export const initialBackground = { token: false, details: 'details', userId: '', flagId: '' }

export const useBackgroundStore = create<BackgroundState>((set) => ({
  ...initialBackground,
  changeTokenStatus: (token) => set({ token }),
  changeShowDetails: (details) => set({ details }),
  changeUserId: (userId) => set({ userId }),
  changeFlagId: (flagId) => set({ flagId }),
}))
