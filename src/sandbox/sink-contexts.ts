import { createSecureContext, type SecureContext } from 'node:tls'

/**
 * The CAs the sink trusts: none. It asks no client for a certificate and sends its chain whole (`cert`:
 * the leaf, then the run's authority). Left unset, Node parses the ~140 CAs it ships into a store at the
 * process's first context: 60 ms of CPU at rest, 150–250 under load, which the run's first HTTPS call
 * waited on for its ServerHello.
 */
const TRUSTS_NO_ONE: string[] = []

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
      context = issue(key).then((leaf) => createSecureContext({ key: authority.leafKeyPem, cert: leaf + authority.caCertPem, ca: TRUSTS_NO_ONE }))
      if (contexts.size < max) {
        contexts.set(key, context)
        context.catch(() => contexts.delete(key))
      }
    }
    return context
  }
}
