/**
 * `@simplewebauthn/server`, loaded on the first passkey ceremony rather than at start-up: it holds ~30 MiB
 * in a bare process and only the few requests that register or use a passkey need it
 * (docs/decisions/024h-lighter-server.md).
 */
export function webauthn(): Promise<typeof import('@simplewebauthn/server')> {
  return import('@simplewebauthn/server');
}
