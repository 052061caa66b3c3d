import { create } from 'zustand'
import type { ToastItem } from '../../ui/Toasts.tsx'

const LIFETIME_MS = 12_000
/** Notices that ask for attention (a refused action, a call from a table) stay longer. */
const ATTENTION_LIFETIME_MS = 30_000

interface ToastStore {
  toasts: ToastItem[]
  show: (text: string, tone?: ToastItem['tone']) => void
  dismiss: (id: string) => void
}

let counter = 0

/** Short notices of the back office (call waiter, refused actions). */
export const useToastStore = create<ToastStore>((set, get) => ({
  toasts: [],
  show: (text, tone = 'info') => {
    counter += 1
    const id = `t${counter}`
    set({ toasts: [...get().toasts, { id, text, tone }].slice(-4) })
    setTimeout(() => get().dismiss(id), tone === 'attention' ? ATTENTION_LIFETIME_MS : LIFETIME_MS)
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}))

export const showToast = (text: string, tone?: ToastItem['tone']): void =>
  useToastStore.getState().show(text, tone)
