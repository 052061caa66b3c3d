/** Polls until `check` returns a truthy value (short waits, no long sleeps). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = 5000, interval = 20, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout
  let last: string | undefined
  for (;;) {
    try {
      const value = await check()
      if (value) return value
    } catch (error) {
      last = error instanceof Error ? error.message : JSON.stringify(error)
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${last ? `: ${last}` : ''}`)
    }
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
