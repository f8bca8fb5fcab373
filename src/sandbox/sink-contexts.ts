import { createSecureContext, type SecureContext } from 'node:tls'

/**
 * The sink's TLS contexts per server name, each made on first use from a leaf `issue` returns (PEM) and
 * kept (a flood of names is capped by the sink's callers; past `max` names a context is made per
 * connection). Concurrent connections for one name share one issuance; a name whose certificate could not
 * be made is tried afresh next time.
 */
export function contextsPerName(
  authority: { caCertPem: string; leafKeyPem: string },
  issue: (name: string) => Promise<string>,
  max = 256
): (name: string) => Promise<SecureContext> {
  const contexts = new Map<string, Promise<SecureContext>>()
  return (name) => {
    const key = name.toLowerCase()
    let context = contexts.get(key)
    if (!context) {
      context = issue(key).then((leaf) => createSecureContext({ key: authority.leafKeyPem, cert: leaf + authority.caCertPem }))
      if (contexts.size < max) {
        contexts.set(key, context)
        context.catch(() => contexts.delete(key))
      }
    }
    return context
  }
}
