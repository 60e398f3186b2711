/**
 * The bare Remix floor's server: Express with compression() in front of @remix-run/express's request
 * handler, as the shop's server.ts has them, serving the hand-written build of bare-remix-build.tsx.
 *   NODE_ENV=production node --import tsx scripts/bench/floors/bare-remix-server.ts
 * Listens on a free port of 127.0.0.1 and prints `listening <port>` once it accepts requests.
 */
import { createRequestHandler } from '@remix-run/express'
import { installGlobals } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { bareBuild } from './bare-remix-build'
import { announce } from './listen'

installGlobals()

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.all('*', createRequestHandler({ build: bareBuild, mode: 'production' }))

const server = app.listen(0, '127.0.0.1', () => announce(server))
