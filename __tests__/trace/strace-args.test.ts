import { parseArray, parseFd, parseFdInfo, parseFlags, parseSockAddr, parseStruct, splitTopLevel } from '../../src/trace/strace-args.js'
import { cStringTruncated, decodeCStringBytes, parseCString, parseStringArg } from '../../src/trace/c-string.js'

describe('splitTopLevel', () => {
  it('splits on top-level commas only', () => {
    expect(
      splitTopLevel(
        '14<UDP:[0.0.0.0:50633]>, {msg_name={sa_family=AF_INET, sin_port=htons(37710), sin_addr=inet_addr("127.0.0.1")}, msg_iov=[{iov_base="a,b", iov_len=3}]}, 0'
      )
    ).toEqual([
      '14<UDP:[0.0.0.0:50633]>',
      '{msg_name={sa_family=AF_INET, sin_port=htons(37710), sin_addr=inet_addr("127.0.0.1")}, msg_iov=[{iov_base="a,b", iov_len=3}]}',
      '0'
    ])
  })

  it('keeps decorations whole even when the file name holds commas, brackets and quotes', () => {
    // strace escapes `<`, `>` and `"` in decorated paths (\74, \76, \"), but not brackets or commas
    expect(splitTopLevel('3</tmp/a,b(c]{>, "x\\",y", 1')).toEqual(['3</tmp/a,b(c]{>', '"x\\",y"', '1'])
    expect(splitTopLevel('1</dev/null<char 1:3>>, "long pay"..., 130')).toEqual(['1</dev/null<char 1:3>>', '"long pay"...', '130'])
  })

  it('returns no items for an empty list', () => {
    expect(splitTopLevel('')).toEqual([])
  })
})

describe('parseCString', () => {
  it('unescapes C escapes into bytes', () => {
    // recorded: os.write(fd, b'line1\n\ttab \x00\x01\xff"q"\\ end')
    expect(parseCString('"line1\\n\\ttab \\0\\1\\377\\"q\\"\\\\ end"')).toEqual({
      bytes: Buffer.from('line1\n\ttab \x00\x01\xff"q"\\ end', 'latin1'),
      truncated: false
    })
    expect(parseCString('"\\r\\v\\f\\x41\\x4a\\101\\0224"')).toEqual({ bytes: Buffer.from([13, 11, 12, 0x41, 0x4a, 0x41, 0o22, 0x34]), truncated: false })
  })

  it('marks strings strace cut at -s', () => {
    expect(parseCString('"ZZZZZZZZ"...')).toEqual({ bytes: Buffer.from('ZZZZZZZZ'), truncated: true })
  })

  it('rejects tokens that are not a single string', () => {
    expect(parseCString('NULL')).toBeUndefined()
    expect(parseCString('"abc')).toBeUndefined()
    expect(parseCString('"a" "b"')).toBeUndefined()
  })

  // The decoder copies four bytes at a time until a word holds a quote or a backslash: escapes and the
  // closing quote must be found at every position inside such a word, and after runs of every length.
  it('finds escapes and the closing quote at every offset of a four-byte word', () => {
    for (let lead = 0; lead < 9; lead++) {
      const run = 'abcdefgh'.slice(0, lead)
      expect(parseCString(`"${run}\\x41${run}"`)).toEqual({ bytes: Buffer.from(`${run}A${run}`), truncated: false })
      expect(parseCString(`"${run}\\"${run}\\\\"...`)).toEqual({ bytes: Buffer.from(`${run}"${run}\\`), truncated: true })
      expect(parseCString(`"${run}\\302\\251${run}"`)).toEqual({ bytes: Buffer.from(`${run}\u00a9${run}`), truncated: false })
      expect(parseCString(`"\\n${run}"`)).toEqual({ bytes: Buffer.from(`\n${run}`), truncated: false })
      // an escaped quote is not the end; an unterminated string is no string
      expect(parseCString(`"${run}\\"`)).toBeUndefined()
      expect(parseCString(`"${run}\\"${run}"x`)).toBeUndefined()
    }
  })

  it('keeps bytes that are not UTF-8, escaped or raw', () => {
    // strace escapes them (\377), but a raw latin1 char must still come out as its one byte
    expect(parseCString('"\\377\u00ff\\x80\u0080abcd\u00e9"')).toEqual({
      bytes: Buffer.from([0xff, 0xff, 0x80, 0x80, 0x61, 0x62, 0x63, 0x64, 0xe9]),
      truncated: false
    })
    expect(parseStringArg('"/tmp/caf\u00c3\u00a9"')).toBe('/tmp/caf\u00e9')
    expect(parseStringArg('"/tmp/caf\\303\\251"')).toBe('/tmp/caf\u00e9')
  })

  it('hands out bytes that later decodes do not overwrite, short and long', () => {
    const first = parseCString('"first\\tpayload\\0"')
    const long = parseCString(`"${'\\x41bc'.repeat(10_000)}"...`)
    const later = Array.from({ length: 5_000 }, (_, k) => parseCString(`"later\\n${k}${'z'.repeat(k % 300)}"`))
    expect(first).toEqual({ bytes: Buffer.from('first\tpayload\0'), truncated: false })
    expect(long).toEqual({ bytes: Buffer.from('Abc'.repeat(10_000)), truncated: true })
    later.forEach((decoded, k) => expect(decoded?.bytes.toString('latin1')).toBe(`later\n${k}${'z'.repeat(k % 300)}`))
  })

  it('decodes what a plain byte-by-byte C unescaper decodes, for any mix of escapes; tells a cut string and no string apart without decoding', () => {
    const pieces = ['a', 'Zq', 'wxyz', ' ', '\u00e9', '\\n', '\\t', '\\"', '\\\\', '\\0', '\\12', '\\177', '\\x7f', '\\xg', '\\x4', '\\q', '"', '...']
    let seed = 0x1d2c3b
    const next = (n: number): number => {
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return (seed >>> 0) % n
    }
    let decoded = 0
    for (let t = 0; t < 20_000; t++) {
      let token = '"'
      for (let k = next(40); k > 0; k--) token += pieces[next(pieces.length)]
      token += ['"', '"...', '', '"..'][next(4)]
      const expected = referenceCString(token)
      expect(parseCString(token)).toEqual(expected)
      // what a lazily decoded payload is checked with when its event is made, without decoding
      expect(cStringTruncated(token)).toBe(expected?.truncated)
      // and how the canary worker decodes it from the bytes it receives (at an offset, as in its batches)
      const held = Buffer.from(`xy${token}z`, 'latin1')
      const fromBytes = decodeCStringBytes(held, 2, held.length - 1)
      expect(fromBytes && { bytes: Buffer.from(fromBytes.bytes), truncated: fromBytes.truncated }).toEqual(expected)
      if (expected) decoded++
    }
    expect(decoded).toBeGreaterThan(2_000)
  })
})

/** The C-string grammar strace prints, decoded one char at a time (the spec the fast decoder must meet). */
function referenceCString(token: string): { bytes: Buffer; truncated: boolean } | undefined {
  if (!token.startsWith('"')) return undefined
  const out: number[] = []
  let i = 1
  const simple: Record<string, number> = { n: 10, t: 9, r: 13, v: 11, f: 12, a: 7, b: 8 }
  for (;;) {
    if (i >= token.length) return undefined
    const c = token[i]!
    if (c === '"') break
    if (c !== '\\') {
      out.push(token.charCodeAt(i++) & 0xff)
      continue
    }
    const e = token[i + 1]
    if (e === undefined) return undefined
    i += 2
    if (simple[e] !== undefined) out.push(simple[e])
    else if (e === 'x' && /^[0-9a-fA-F]{2}/.test(token.slice(i))) {
      out.push(parseInt(token.slice(i, i + 2), 16))
      i += 2
    } else if (/[0-7]/.test(e)) {
      const digits = /^[0-7]{0,2}/.exec(token.slice(i))![0]
      out.push(parseInt(e + digits, 8) & 0xff)
      i += digits.length
    } else out.push(e.charCodeAt(0) & 0xff)
  }
  const rest = token.slice(i + 1)
  if (rest !== '' && rest !== '...') return undefined
  return { bytes: Buffer.from(out), truncated: rest === '...' }
}

describe('parseFdInfo and parseFd', () => {
  it('decodes path decorations, unescaping the name and dropping the device suffix', () => {
    expect(parseFd('3</tmp/h1/play/we\\74i\\76rd\\nna\\"me\\\\x>')).toEqual({
      fd: 3,
      info: { kind: 'path', path: '/tmp/h1/play/we<i>rd\nna"me\\x' }
    })
    expect(parseFd('18</dev/null<char 1:3>>')).toEqual({ fd: 18, info: { kind: 'path', path: '/dev/null' } })
    expect(parseFd('AT_FDCWD</tmp/h1>')).toEqual({ fd: 'AT_FDCWD', info: { kind: 'path', path: '/tmp/h1' } })
    expect(parseFd('AT_FDCWD')).toEqual({ fd: 'AT_FDCWD' })
    expect(parseFd('-100')).toEqual({ fd: -100 })
    expect(parseFd('NULL')).toBeUndefined()
  })

  it('decodes TCP/UDP endpoints, v4 and v6, connected or not', () => {
    expect(parseFdInfo('TCP:[127.0.0.1:38764->203.0.113.34:80]')).toEqual({
      kind: 'socket',
      protocol: 'TCP',
      local: { address: '127.0.0.1', port: 38764 },
      remote: { address: '203.0.113.34', port: 80 }
    })
    expect(parseFdInfo('TCPv6:[[::1]:40000->[::1]:443]')).toEqual({
      kind: 'socket',
      protocol: 'TCPv6',
      local: { address: '::1', port: 40000 },
      remote: { address: '::1', port: 443 }
    })
    expect(parseFdInfo('TCPv6:[[::ffff:127.0.0.1]:39358->[::ffff:127.0.0.1]:56913]')).toEqual({
      kind: 'socket',
      protocol: 'TCPv6',
      local: { address: '::ffff:127.0.0.1', port: 39358 },
      remote: { address: '::ffff:127.0.0.1', port: 56913 }
    })
    expect(parseFdInfo('UDP:[10.0.0.2:5000->10.255.255.53:53]')).toEqual({
      kind: 'socket',
      protocol: 'UDP',
      local: { address: '10.0.0.2', port: 5000 },
      remote: { address: '10.255.255.53', port: 53 }
    })
    expect(parseFdInfo('UDP:[0.0.0.0:50633]')).toEqual({ kind: 'socket', protocol: 'UDP', local: { address: '0.0.0.0', port: 50633 } })
    expect(parseFdInfo('TCP:[12345]')).toEqual({ kind: 'socket', protocol: 'TCP' })
    expect(parseFdInfo('NETLINK:[30586]')).toEqual({ kind: 'socket', protocol: 'NETLINK' })
  })

  it('decodes unix socket decorations with and without a bound name', () => {
    expect(parseFdInfo('UNIX-STREAM:[123->456]')).toEqual({ kind: 'socket', protocol: 'UNIX-STREAM', inode: 123 })
    expect(parseFdInfo('UNIX-STREAM:[32206->32205,"/tmp/h1/u2.sock"]')).toEqual({
      kind: 'socket',
      protocol: 'UNIX-STREAM',
      inode: 32206,
      path: '/tmp/h1/u2.sock'
    })
    expect(parseFdInfo('UNIX:[123,"/run/x.sock"]')).toEqual({ kind: 'socket', protocol: 'UNIX', inode: 123, path: '/run/x.sock' })
    expect(parseFdInfo('UNIX-STREAM:[32209->32208,@"abs2"]')).toEqual({ kind: 'socket', protocol: 'UNIX-STREAM', inode: 32209, path: '@abs2' })
  })

  it('keeps pipes and anonymous inodes as other', () => {
    expect(parseFd('5<pipe:[9037]>')).toEqual({ fd: 5, info: { kind: 'other', raw: 'pipe:[9037]' } })
    expect(parseFd('17<anon_inode:[eventfd]>')).toEqual({ fd: 17, info: { kind: 'other', raw: 'anon_inode:[eventfd]' } })
    expect(parseFdInfo('anon_inode:inotify')).toEqual({ kind: 'other', raw: 'anon_inode:inotify' })
  })

  it('reads fd numbers and ports as Number() does, digits or not', () => {
    // plain digits are read without a slice; anything else (hex, too long, empty) is left to Number()
    expect(parseFd('0')).toEqual({ fd: 0 })
    expect(parseFd('0x10<pipe:[1]>')).toEqual({ fd: 16, info: { kind: 'other', raw: 'pipe:[1]' } })
    expect(parseFd('1234567890123456')).toEqual({ fd: 1234567890123456 })
    expect(parseFd('3x')).toBeUndefined()
    expect(parseFd('<pipe:[1]>')).toBeUndefined()
    expect(parseFdInfo('TCP:[10.0.0.2:65535->203.0.113.34:0443]')).toEqual({
      kind: 'socket',
      protocol: 'TCP',
      local: { address: '10.0.0.2', port: 65535 },
      remote: { address: '203.0.113.34', port: 443 }
    })
    // an empty port is Number('') = 0, a hex one its value, a fraction no port
    expect(parseFdInfo('TCP:[10.0.0.2:->203.0.113.34:0x1bb]')).toEqual({
      kind: 'socket',
      protocol: 'TCP',
      local: { address: '10.0.0.2', port: 0 },
      remote: { address: '203.0.113.34', port: 443 }
    })
    expect(parseFdInfo('UDP:[10.0.0.2:53.5]')).toEqual({ kind: 'socket', protocol: 'UDP' })
  })
})

describe('parseSockAddr', () => {
  it('decodes AF_INET', () => {
    expect(parseSockAddr('{sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.34")}')).toEqual({
      family: 'AF_INET',
      address: '203.0.113.34',
      port: 80
    })
  })

  it('decodes AF_INET6, noting v4-mapped addresses', () => {
    expect(
      parseSockAddr('{sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::1", &sin6_addr), sin6_scope_id=0}')
    ).toEqual({
      family: 'AF_INET6',
      address: '::1',
      port: 443
    })
    expect(
      parseSockAddr('{sa_family=AF_INET6, sin6_port=htons(56913), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::ffff:1.2.3.4", &sin6_addr), sin6_scope_id=0}')
    ).toEqual({
      family: 'AF_INET6',
      address: '::ffff:1.2.3.4',
      port: 56913,
      mappedIPv4: '1.2.3.4'
    })
  })

  it('decodes AF_UNIX paths, abstract names and unnamed sockets', () => {
    expect(parseSockAddr('{sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}')).toEqual({ family: 'AF_UNIX', path: '/var/run/nscd/socket', abstract: false })
    expect(parseSockAddr('{sa_family=AF_UNIX, sun_path=@"abstract-name"}')).toEqual({ family: 'AF_UNIX', path: 'abstract-name', abstract: true })
    expect(parseSockAddr('{sa_family=AF_UNIX}')).toEqual({ family: 'AF_UNIX', path: '', abstract: false })
  })

  it('keeps other families raw', () => {
    expect(parseSockAddr('{sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}')).toEqual({
      family: 'other',
      raw: '{sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}'
    })
    expect(parseSockAddr('NULL')).toBeUndefined()
  })
})

describe('parseStruct, parseArray, parseFlags', () => {
  it('reads struct fields', () => {
    expect(parseStruct('{flags=O_RDONLY, resolve=0}')).toEqual(
      new Map([
        ['flags', 'O_RDONLY'],
        ['resolve', '0']
      ])
    )
  })
  it('reads arrays and notices `...`', () => {
    expect(parseArray('["/bin/tru"..., "a0", ...]')).toEqual({ items: ['"/bin/tru"...', '"a0"'], abbreviated: true })
    expect(parseArray('[]')).toEqual({ items: [], abbreviated: false })
  })
  it('splits flag sets', () => {
    expect(parseFlags('O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC')).toEqual(['O_WRONLY', 'O_CREAT', 'O_TRUNC', 'O_CLOEXEC'])
    expect(parseFlags('0')).toEqual([])
  })
})
