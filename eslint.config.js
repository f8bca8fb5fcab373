import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import { ENTRY_POINTS, LEAVES, SHELLS, STAGES } from './layers.js'

// The layering of src/ is written once, in layers.js: the stages, lowest first, each importing only the
// stages before it and the shared leaves; the shells above them; the entry points (cli.ts, main.ts) on top.
const SHELL_NAMES = Object.keys(SHELLS)
// src/index.ts is left out: its pattern would match every directory's index.js (the layering test sees it).
const ENTRY_POINT_PATTERNS = ENTRY_POINTS.filter((name) => name !== 'index').flatMap((name) => [`**/${name}`, `**/${name}.js`])
const ABOVE_THE_STAGES = [...SHELL_NAMES.map((name) => `**/${name}/**`), ...ENTRY_POINT_PATTERNS]

function stageRule(stage, index) {
  const later = STAGES.slice(index + 1).map((name) => `**/${name}/**`)
  const earlier = STAGES.slice(0, index)
  const patterns = [
    {
      group: [...later, ...ABOVE_THE_STAGES],
      message:
        earlier.length > 0
          ? `src/${stage} may import only the earlier stages (${earlier.join(', ')}): the later ones, the shells and the entry points build on it.`
          : 'src/model is the bottom: it imports nothing of the project.'
    }
  ]
  // the domain model is the bottom: not even the shared leaves
  if (stage === 'model') patterns[0].group.push('../*', '../**')
  return { files: [`src/${stage}/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } }
}

function shellRule(shell) {
  const others = SHELL_NAMES.filter((name) => name !== shell && !SHELLS[shell].includes(name))
  const allowed = SHELLS[shell].length > 0 ? ` and ${SHELLS[shell].join(', ')}` : ''
  return {
    files: [`src/${shell}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...others.map((name) => `**/${name}/**`), ...ENTRY_POINT_PATTERNS],
              message: `src/${shell} may import the stages${allowed}, no other shell: the entry points (cli.ts, main.ts) put the shells together.`
            }
          ]
        }
      ]
    }
  }
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
  ...SHELL_NAMES.map(shellRule),
  {
    files: LEAVES.map((name) => `src/${name}.ts`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['./*', '!./*.js', './*/**'], message: 'The shared leaves import nothing of the project.' }] }]
    }
  }
)
