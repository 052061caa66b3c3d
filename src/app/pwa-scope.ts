/** The staff PWA lives under this path; its service worker controls nothing else. */
export const STAFF_SCOPE = '/app/h/'
