/**
 * A TCP proxy between the app and PostgreSQL that the soak can cut and restore. The machine's PostgreSQL
 * is shared with other engineers' tests, so "PostgreSQL stopped" is this: cut() closes every open
 * connection and refuses new ones, as a stopped server does from the client's side; restore() accepts
 * again on the same port. The app cannot tell the difference from a restarted server.
 */
import net from 'node:net'

export interface CuttableProxy {
  port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number, listenPort = 0): Promise<CuttableProxy> {
  const open = new Set<net.Socket>()
  let up = true
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy()
      return
    }
    const upstream = net.connect(targetPort, targetHost)
    open.add(client)
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    cut() {
      up = false
      for (const socket of open) socket.destroy()
      open.clear()
    },
    restore() {
      up = true
    },
    close() {
      up = false
      for (const socket of open) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
