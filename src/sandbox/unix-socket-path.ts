/**
 * The longest path a unix socket can be bound to or reached at (sun_path's 108 bytes, its NUL last).
 * Node binds a longer one cut to this length without a word: a socket meant for the 0700 run directory
 * would land beside it, in the temp dir, named like it.
 */
export const MAX_UNIX_SOCKET_PATH_BYTES = 107

export function fitsUnixSocket(path: string): boolean {
  return Buffer.byteLength(path) <= MAX_UNIX_SOCKET_PATH_BYTES
}
