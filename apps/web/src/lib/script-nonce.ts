import { createContext, use } from 'react';

/**
 * The nonce of the request a page is rendered for on the server ('' in the browser, whose scripts
 * drawn after loading are data, never run).
 */
export const ScriptNonceContext = createContext('');

export function useScriptNonce(): string {
  return use(ScriptNonceContext);
}
