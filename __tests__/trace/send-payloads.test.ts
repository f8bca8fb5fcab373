import { iovecs, msghdr, payloadOf, sockaddr } from '../../src/trace/send-payloads.js'

describe('a C string payload', () => {
  it('keeps its C string until its bytes are read; then the bytes are what an eager decode gives', () => {
    const payload = payloadOf('"ab\\0\\377\\"c"...')
    expect(payload?.token).toBe('"ab\\0\\377\\"c"...')
    expect(payload?.truncated).toBe(true)
    expect(payload?.data).toEqual(Buffer.from([0x61, 0x62, 0, 0xff, 0x22, 0x63]))
    // decoded once: the token is gone, the same bytes stay
    expect(payload?.token).toBeUndefined()
    expect(payload?.data).toBe(payload?.data)
    expect(payloadOf('"q\\1"')?.token).toBe('"q\\1"')
  })

  it('is none when the string is malformed, found without decoding', () => {
    for (const token of ['"ab"c', '"a\\"b"x...', 'ab']) expect([token, payloadOf(token)]).toEqual([token, undefined])
  })

  it('is empty for NULL, and empty but cut when strace could not read the address', () => {
    expect(payloadOf('NULL')).toEqual({ data: Buffer.alloc(0), truncated: false })
    expect(payloadOf('0x7ffd1c2e3f40')).toEqual({ data: Buffer.alloc(0), truncated: true })
  })
})

describe('iovecs and msghdr', () => {
  it('join the iovecs into one payload, cut when one is cut or the array is abbreviated', () => {
    expect(iovecs('[{iov_base="abc", iov_len=3}, {iov_base="def", iov_len=3}]')).toEqual({ data: Buffer.from('abcdef'), truncated: false })
    expect(iovecs('[{iov_base="ab"..., iov_len=300}, {iov_base=0x7ffd1c2e3f40, iov_len=3}]')).toEqual({ data: Buffer.from('ab'), truncated: true })
    expect(iovecs('[{iov_base="a", iov_len=1}, ...]')).toEqual({ data: Buffer.from('a'), truncated: true })
    expect(iovecs('[{iov_len=1}]')).toBeUndefined()
  })

  it('give a msghdr its msg_name as destination, raw when strace does not decode the family', () => {
    const iov = 'msg_iov=[{iov_base="q", iov_len=1}], msg_iovlen=1, msg_controllen=0, msg_flags=0'
    expect(msghdr(`{msg_name={sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.0.0.1")}, msg_namelen=16, ${iov}}`)).toEqual({
      data: Buffer.from('q'),
      truncated: false,
      address: { family: 'AF_INET', address: '10.0.0.1', port: 53 }
    })
    expect(msghdr(`{msg_name=NULL, msg_namelen=0, ${iov}}`)).toEqual({ data: Buffer.from('q'), truncated: false })
    expect(sockaddr('{sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}')).toEqual({
      family: 'other',
      raw: '{sa_family=AF_NETLINK, nl_pid=0, nl_groups=00000000}'
    })
  })
})
