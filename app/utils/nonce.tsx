import { createContext, useContext } from 'react'

/** The per-request CSP nonce; the browser hides it after parsing, so on the client it is ''. */
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
