import type { Server } from 'node:http'

/** Tell the parent (which reads stdout) which port the floor listens on; stop cleanly on SIGTERM. */
export function announce(server: Server): void {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the floor server has no port')
  process.stdout.write(`listening ${address.port}\n`)
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
