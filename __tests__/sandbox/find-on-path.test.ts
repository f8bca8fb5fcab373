import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findOnPath } from '../../src/sandbox/find-on-path.js'
import { removeTempDirs, tempDir } from '../helpers/run-cli.js'

afterAll(removeTempDirs)

describe('findOnPath', () => {
  it('finds the first executable regular file of that name, as command -v does', () => {
    const [first, second, third] = [tempDir('path-a'), tempDir('path-b'), tempDir('path-c')]
    writeFileSync(join(first, 'tool'), '#!/bin/sh\n', { mode: 0o644 })
    mkdirSync(join(second, 'tool'))
    chmodSync(join(second, 'tool'), 0o755)
    writeFileSync(join(third, 'tool'), '#!/bin/sh\n', { mode: 0o755 })
    // Not executable, then a directory: skipped. (Root may access any file, but not exec one without an x bit.)
    expect(findOnPath('tool', ['', first, second, third].join(':'))).toBe(join(third, 'tool'))
    expect(findOnPath('missing', [first, second, third].join(':'))).toBeNull()
    expect(findOnPath('tool', '')).toBeNull()
  })
})
