import fs from 'node:fs'
import { createReadableStreamFromReadable, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { orderStoreView, takeDownload } from '~/providers/orders/index.server'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { storePath } from '~/utils/store-views'

const CONTENT_TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.zip': 'application/zip', '.epub': 'application/epub+zip' }

/**
 * A signed download link of a paid order (docs/decisions/0020): each request that passes counts one download
 * and streams the file. An expired link or a line without downloads left goes to a page that says so; a
 * forged or altered link is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await takeDownload(new URL(request.url).searchParams)
  if (!result.ok) {
    if (result.reason === 'not_found') throw new Response('Not Found', { status: 404 })
    const page = storePath(orderStoreView(result.order), '/download-unavailable')
    throw redirect(`${page}?${new URLSearchParams({ reason: result.reason, order: result.order.id })}`)
  }
  const extension = result.fileName.slice(result.fileName.lastIndexOf('.')).toLowerCase()
  const { size } = await fs.promises.stat(result.file)
  return new Response(createReadableStreamFromReadable(fs.createReadStream(result.file)), {
    headers: {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${result.fileName}"`,
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
