import { parseLine, type ExitRecord } from '../../src/trace/parse-line.js'
import { CallStitcher, type StitchedCall } from '../../src/trace/stitch.js'

type Out = { call: StitchedCall } | { exit: ExitRecord; line: number } | { unmatched: number; text: string }

function stitch(lines: string[], maxPending?: number): Out[] {
  const out: Out[] = []
  const stitcher = new CallStitcher(
    {
      call: (call) => out.push({ call }),
      exit: (exit, line) => out.push({ exit, line }),
      unmatched: (line, text) => out.push({ unmatched: line, text })
    },
    maxPending
  )
  lines.forEach((text, i) => {
    const record = parseLine(text)
    if (!record) throw new Error(`test line does not parse: ${text}`)
    stitcher.push(record, i + 1, text)
  })
  stitcher.finish()
  return out
}

describe('CallStitcher', () => {
  it('joins split calls per pid across interleaved lines (recorded with 4 threads)', () => {
    expect(
      stitch([
        '6365  1795340274.108141 write(23<pipe:[30587]>, "thread3-2\\n", 10 <unfinished ...>',
        '6363  1795340274.108175 write(23<pipe:[30587]>, "thread1-4\\n", 10 <unfinished ...>',
        '6362  1795340274.108203 write(23<pipe:[30587]>, "thread0-5\\n", 10 <unfinished ...>',
        '6365  1795340274.108242 <... write resumed>) = 10',
        '6364  1795340274.108270 write(23<pipe:[30587]>, "thread2-3\\n", 10 <unfinished ...>',
        '6363  1795340274.108293 <... write resumed>) = 10',
        '6362  1795340274.108311 <... write resumed>) = 10',
        '6364  1795340274.108329 <... write resumed>) = 10'
      ])
    ).toEqual([
      { call: { line: 1, pid: 6365, time: 1795340274.108141, name: 'write', args: '23<pipe:[30587]>, "thread3-2\\n", 10', ret: '10' } },
      { call: { line: 2, pid: 6363, time: 1795340274.108175, name: 'write', args: '23<pipe:[30587]>, "thread1-4\\n", 10', ret: '10' } },
      { call: { line: 3, pid: 6362, time: 1795340274.108203, name: 'write', args: '23<pipe:[30587]>, "thread0-5\\n", 10', ret: '10' } },
      { call: { line: 5, pid: 6364, time: 1795340274.10827, name: 'write', args: '23<pipe:[30587]>, "thread2-3\\n", 10', ret: '10' } }
    ])
  })

  it('concatenates arguments printed on both halves', () => {
    expect(
      stitch([
        '5587  1.0 read(3,  <unfinished ...>',
        '5588  1.1 execve("/bin/true", ["/bin/true"], 0x7ffe8642f7e8 /* 39 vars */ <unfinished ...>',
        '5587  1.2 <... read resumed>"abc", 4096) = 3',
        '6360  1795340274.104012 clone3({flags=CLONE_VM|CLONE_THREAD, child_tid=0x7f8de926c990} <unfinished ...>',
        '5588  1.3 <... execve resumed>) = 0',
        '6360  1795340274.104114 <... clone3 resumed> => {parent_tid=[6363]}, 88) = 6363'
      ])
    ).toEqual([
      { call: { line: 1, pid: 5587, time: 1, name: 'read', args: '3, "abc", 4096', ret: '3' } },
      { call: { line: 2, pid: 5588, time: 1.1, name: 'execve', args: '"/bin/true", ["/bin/true"], 0x7ffe8642f7e8 /* 39 vars */', ret: '0' } },
      {
        call: {
          line: 4,
          pid: 6360,
          time: 1795340274.104012,
          name: 'clone3',
          args: '{flags=CLONE_VM|CLONE_THREAD, child_tid=0x7f8de926c990} => {parent_tid=[6363]}, 88',
          ret: '6363'
        }
      }
    ])
  })

  it('passes complete calls and exits through in order', () => {
    expect(stitch(['6367  1795340274.134868 chdir("/") = 0', '6367  1795340274.135099 +++ exited with 3 +++'])).toEqual([
      { call: { line: 1, pid: 6367, time: 1795340274.134868, name: 'chdir', args: '"/"', ret: '0' } },
      { exit: { kind: 'exit', pid: 6367, time: 1795340274.135099, code: 3 }, line: 2 }
    ])
  })

  it('reports a resume with no matching start, and keeps going', () => {
    expect(
      stitch([
        '7  <... write resumed>) = 1',
        '7  write(1, "x", 1 <unfinished ...>',
        '8  <... write resumed>) = 1',
        '7  <... read resumed>) = 1',
        '7  chdir("/") = 0'
      ])
    ).toEqual([
      { unmatched: 1, text: '7  <... write resumed>) = 1' },
      { unmatched: 3, text: '8  <... write resumed>) = 1' },
      { unmatched: 4, text: '7  <... read resumed>) = 1' },
      { call: { line: 5, pid: 7, time: NaN, name: 'chdir', args: '"/"', ret: '0' } },
      // left pending at the end of the trace: its entry is still delivered, with an unknown return
      { unmatched: 2, text: '7  write(1, "x", 1 <unfinished ...>' },
      { call: { line: 2, pid: 7, time: NaN, name: 'write', args: '1, "x", 1', ret: '?' } }
    ])
  })

  it('flushes a pending call when its process exits or starts another call', () => {
    expect(
      stitch([
        '9  connect(3, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.34")}, 16 <unfinished ...>',
        '9  +++ killed by SIGKILL +++',
        '10  read(0,  <unfinished ...>',
        '10  write(1, "y", 1) = 1'
      ])
    ).toEqual([
      { unmatched: 1, text: '9  connect(3, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.34")}, 16 <unfinished ...>' },
      {
        call: {
          line: 1,
          pid: 9,
          time: NaN,
          name: 'connect',
          args: '3, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.34")}, 16',
          ret: '?'
        }
      },
      { exit: { kind: 'exit', pid: 9, time: NaN, signal: 'SIGKILL' }, line: 2 },
      { call: { line: 4, pid: 10, time: NaN, name: 'write', args: '1, "y", 1', ret: '1' } },
      { unmatched: 3, text: '10  read(0,  <unfinished ...>' },
      { call: { line: 3, pid: 10, time: NaN, name: 'read', args: '0, ', ret: '?' } }
    ])
  })

  it('bounds the pending table by evicting the oldest pid', () => {
    expect(
      stitch(['1  read(0,  <unfinished ...>', '2  read(0,  <unfinished ...>', '3  read(0,  <unfinished ...>', '3  <... read resumed>"", 1) = 0'], 2)
    ).toEqual([
      { unmatched: 1, text: '1  read(0,  <unfinished ...>' },
      { call: { line: 1, pid: 1, time: NaN, name: 'read', args: '0, ', ret: '?' } },
      { call: { line: 3, pid: 3, time: NaN, name: 'read', args: '0, "", 1', ret: '0' } },
      { unmatched: 2, text: '2  read(0,  <unfinished ...>' },
      { call: { line: 2, pid: 2, time: NaN, name: 'read', args: '0, ', ret: '?' } }
    ])
  })
})
