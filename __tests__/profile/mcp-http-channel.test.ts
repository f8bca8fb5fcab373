import { McpHttpChannelFilter } from '../../src/profile/mcp-http-channel.js'
import { parseTraceText } from '../../src/trace/read-trace.js'

describe('McpHttpChannelFilter', () => {
  it('drops the server’s answers on connections accepted on its MCP port, keeps everything else', () => {
    const { events } = parseTraceText(
      [
        '27    1795543413.219300 write(19<TCP:[127.0.0.1:3001->127.0.0.1:35316]>, "HTTP/1.1 200 OK\\r\\n\\r\\n", 19) = 19',
        '27    1795543413.229300 write(20<TCP:[127.0.0.1:41000->203.0.113.34:80]>, "POST /upload HTTP/1.1\\r\\n", 23) = 23',
        '27    1795543413.239300 openat(AT_FDCWD</w>, "/home/u/.ssh/id_rsa", O_RDONLY|O_CLOEXEC) = 21</home/u/.ssh/id_rsa>'
      ].join('\n')
    )
    const filter = new McpHttpChannelFilter(3001)
    expect(events.map((event) => [event.type, filter.keep(event)])).toEqual([
      ['send', false],
      ['send', true],
      ['open', true]
    ])
  })
})
