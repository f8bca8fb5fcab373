import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
  // Layers: the parser knows nothing of what comes after it, the pure stages never reach the shells or
  // the runner, and only the engine and the shells put the stages together.
  { files: ['src/trace/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../*/**', '!../trace/**'], message: 'src/trace is the first stage: it imports nothing of the others.' }] }] } },
  ...['profile', 'rules', 'report', 'manifest', 'probe', 'sandbox', 'settings'].map((layer) => ({
    files: [`src/${layer}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/engine/**', '**/github/**', '**/cli', '**/cli.js', '**/main', '**/main.js', '**/push/**'], message: `src/${layer} is a stage: the engine, the shells, the runner and push build on it, not the other way round.` }] }
      ]
    }
  }))
)
