import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way, down the floors (DESIGN.md section 3): each floor lists what it may not import. */
const upward = {
  'src/pages/**': ['**/app/**'],
  'src/components/**': ['**/app/**', '**/pages/**'],
  'src/kiosk/**': ['**/app/**', '**/pages/**', '**/components/**'],
  'src/motion/**': ['**/app/**', '**/pages/**', '**/components/**', '**/kiosk/**'],
  'src/lib/**': ['**/app/**', '**/pages/**', '**/components/**', '**/kiosk/**', '**/motion/**'],
  'src/content/**': [
    '**/app/**',
    '**/pages/**',
    '**/components/**',
    '**/kiosk/**',
    '**/motion/**',
    '**/lib/**',
    'react',
    'react-*',
  ],
};

/** Animation libraries belong to src/motion alone, so every moving part honours one decision. */
const motionLibraries = [
  'framer-motion',
  'framer-motion/*',
  '@react-spring/*',
  'react-intersection-observer',
];

const importRules = [
  { files: ['src/**'], ignores: ['src/motion/**', 'src/test/**'], patterns: [] },
  ...Object.entries(upward).map(([files, patterns]) => ({ files: [files], patterns })),
].map(({ files, ignores = [], patterns }) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(patterns.length
            ? [
                {
                  group: patterns,
                  message:
                    'Imports flow one way: app -> pages -> components -> kiosk -> motion -> lib -> content.',
                },
              ]
            : []),
          ...(files[0].startsWith('src/motion')
            ? []
            : [
                {
                  group: motionLibraries,
                  message: 'Animation libraries are imported only in src/motion.',
                },
              ]),
        ],
      },
    ],
  },
}));

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.configs.strict.rules,
  },
  ...importRules,
  {
    rules: {
      'no-console': ['error', { allow: ['info', 'error', 'log'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
