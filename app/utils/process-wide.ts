/**
 * One value for the whole process. server.ts and the Remix build are bundled apart, so a module both import
 * is loaded twice, once in each; state they must share (the search engine, memoised reads, the stamps of the
 * response being kept) lives on globalThis under a registered symbol, made by the first to ask.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`karoo.${name}`)
  const holder = globalThis as Record<symbol, T | undefined>
  return (holder[key] ??= make())
}
