/**
 * Just enough of an SMTP server (RFC 5321, no extensions) to accept every message and keep its text, on a
 * fixed port so that it can be stopped (connections refused, as when the mail server is down) and started
 * again where the app's SMTP_URL points.
 */
import net from 'node:net'

export interface SmtpSink {
  messages: string[]
  start(): Promise<void>
  stop(): Promise<void>
}

export function smtpSink(port: number): SmtpSink {
  const messages: string[] = []
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const accept = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let buffer = ''
    let message: string[] | null = null
    socket.write('220 soak.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (message) {
          if (line === '.') {
            messages.push(message.join('\n'))
            message = null
            socket.write('250 2.0.0 queued\r\n')
          } else message.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'DATA') {
          message = []
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  }
  return {
    messages,
    async start() {
      if (server) return
      const listening = net.createServer(accept)
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject)
        listening.listen(port, '127.0.0.1', resolve)
      })
      server = listening
    },
    async stop() {
      const closing = server
      server = null
      if (!closing) return
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => closing.close(() => resolve()))
    },
  }
}
