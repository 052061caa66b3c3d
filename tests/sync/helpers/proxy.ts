import net from 'node:net'

/**
 * A TCP proxy standing for a device's network link to the server: the engine talks to the
 * proxy's fixed address; a test cuts the link (every connection dropped, new ones refused) or
 * points it at a restarted server listening on another port.
 */
export interface LinkProxy {
  url: string
  /** true: connected; false: every connection is dropped and new ones are reset. */
  setUp(up: boolean): void
  /** Points the link at another server port (a restarted server). */
  setTarget(port: number): void
  close(): Promise<void>
}

export async function startLinkProxy(targetPort: number): Promise<LinkProxy> {
  let target = targetPort
  let up = true
  const open = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy()
      return
    }
    const upstream = net.connect(target, '127.0.0.1')
    open.add(client)
    open.add(upstream)
    const close = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const dropAll = () => {
    for (const socket of open) socket.destroy()
    open.clear()
  }
  return {
    url: `http://127.0.0.1:${port}`,
    setUp(value) {
      up = value
      if (!value) dropAll()
    },
    setTarget(port) {
      target = port
      dropAll()
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll()
        server.close(() => resolve())
      }),
  }
}

export const portOf = (url: string): number => Number(new URL(url).port)
