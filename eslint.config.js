import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'tmp/', 'fixtures/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/*', '**/db/**'], message: 'Only server domains import the database.' }] },
      ],
    },
  },
  {
    // Server code, scripts, tests and the database layer itself may import db/.
    files: ['server/**', 'db/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
