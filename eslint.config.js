import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way, down the floors (DESIGN.md section 3): each floor lists what it may not import. */
const forbiddenImports = {
  'src/pages/**': ['**/app/**'],
  'src/components/**': ['**/app/**', '**/pages/**'],
  'src/lib/**': ['**/app/**', '**/pages/**', '**/components/**'],
  'src/content/**': [
    '**/app/**',
    '**/pages/**',
    '**/components/**',
    '**/lib/**',
    'react',
    'react-*',
  ],
};

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.tmp', 'bench-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
    },
  },
  ...Object.entries(forbiddenImports).map(([files, patterns]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: patterns,
              message: 'Imports flow one way: app -> pages -> components -> lib -> content.',
            },
          ],
        },
      ],
    },
  })),
  {
    rules: {
      'no-console': ['error', { allow: ['info', 'error', 'log'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
