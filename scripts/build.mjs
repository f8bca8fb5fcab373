// Bundles the three entry points with ncc: the action (dist/index.js), the CLI (dist/cli/index.js)
// and the sandbox init that runs inside the namespaces (dist/sandbox-init/index.js).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

const entries = [
  ['src/index.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
  ['src/sandbox/init-main.ts', 'dist/sandbox-init']
]
rmSync('dist', { recursive: true, force: true })
for (const [entry, out] of entries) {
  execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', out, '--license', 'licenses.txt', '-q', '--target', 'es2022'], { stdio: 'inherit' })
}
