/** The bell's query key (decision 057). */
export const notificationKeys = { all: ['notifications'] as const }
