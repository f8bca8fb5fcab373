import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

// The stages of src/, lowest first: each imports only the stages before it (and the shared leaves
// errors.ts, logger.ts, version.ts, neutralize.ts), never one after it. The engine, push, the GitHub
// shell and the entry points (cli.ts, main.ts) build on the stages and are never imported by them.
const STAGES = ['model', 'trace', 'profile', 'settings', 'sandbox', 'probe', 'manifest', 'rules', 'report', 'baseline']
const SHELLS = ['**/engine/**', '**/github/**', '**/push/**', '**/cli', '**/cli.js', '**/main', '**/main.js']

function stageRule(stage, index) {
  const later = STAGES.slice(index + 1).map((name) => `**/${name}/**`)
  const earlier = STAGES.slice(0, index)
  const patterns = [
    {
      group: [...later, ...SHELLS],
      message:
        earlier.length > 0
          ? `src/${stage} may import only the earlier stages (${earlier.join(', ')}): the later ones, the engine and the shells build on it.`
          : 'src/model is the bottom: it imports nothing of the project.'
    }
  ]
  // the domain model is the bottom: not even the shared leaves
  if (stage === 'model') patterns[0].group.push('../*', '../**')
  return { files: [`src/${stage}/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } }
}

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'targets/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { Buffer: 'readonly', process: 'readonly', console: 'readonly', setTimeout: 'readonly', URL: 'readonly' } }
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off'
    }
  },
  {
    files: ['src/**/*.ts', '__tests__/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error'
    }
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // the sources import each other as .js (NodeNext): resolve that to the .ts beside it
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })]
    },
    rules: { 'import-x/no-cycle': 'error' }
  },
  ...STAGES.map(stageRule),
  ...[
    ['src/engine/**', ['**/github/**', '**/push/**']],
    ['src/push/**', ['**/github/**', '**/engine/**']],
    ['src/github/**', ['**/engine/**']]
  ].map(([files, group]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...group, '**/cli', '**/cli.js', '**/main', '**/main.js'],
              message: 'The engine, push and the GitHub shell are put together only by the entry points (cli.ts, main.ts).'
            }
          ]
        }
      ]
    }
  })),
  {
    files: ['src/errors.ts', 'src/logger.ts', 'src/version.ts', 'src/bundle-paths.ts', 'src/neutralize.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['./*', '!./*.js', './*/**'], message: 'The shared leaves import nothing of the project.' }] }]
    }
  }
)
