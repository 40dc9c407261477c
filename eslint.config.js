import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floors of src/, top to bottom (ARCHITECTURE.md, "Floors"): each floor may import only the
 * floors below it, so imports flow one way, app -> pages -> ... -> content.
 */
const floors = ['app', 'pages', 'components', 'kiosk', 'motion', 'lib', 'content'];

/** Animation libraries belong to src/motion alone, so every moving part honours one decision. */
const motionLibraries = ['framer-motion', '@react-spring/*', 'react-intersection-observer'];

/** The parts eslint-plugin-boundaries tells apart; a file belongs to the deepest one. */
const elements = [
  // A page's folder holds its own content modules and schema in its `content/`, on the content
  // floor, but its page's alone: no other page reads it (src/content gathers the schemas).
  {
    type: 'page-content',
    pattern: 'src/pages/*/content',
    capture: ['feature'],
    partialMatch: false,
  },
  { type: 'content', pattern: 'src/kiosk/content', partialMatch: false },
  // Each page's folder: a feature of its own, which imports no other page's folder.
  { type: 'pages', pattern: 'src/pages/*', capture: ['feature'], partialMatch: false },
  ...floors
    .filter((floor) => floor !== 'pages')
    .map((floor) => ({ type: floor, pattern: `src/${floor}`, partialMatch: false })),
  // The inline script of every page's head, bundled on its own (build-time/firstPaintBundle.ts).
  { type: 'firstPaint', pattern: 'src/firstPaint', partialMatch: false },
  // The offline service worker, bundled on its own (build-time/serviceWorker.ts).
  { type: 'serviceWorker', pattern: 'src/serviceWorker', partialMatch: false },
  { type: 'test', pattern: 'src/test', partialMatch: false }, // the unit tests' helpers
  { type: 'src', pattern: 'src', partialMatch: false }, // site.ts, the declarations
  { type: 'public', pattern: 'public', partialMatch: false }, // the files the site serves as they are
  { type: 'styles', pattern: 'styles', partialMatch: false },
  { type: 'build-time', pattern: 'build-time', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false }, // the project's own commands
  { type: 'data', pattern: 'content', partialMatch: false }, // the owner's content files
];

const element = (type) => ({ element: { type } });

/** A page's own folder, or its own content, as the importing page's feature names them. */
const sameFeature = (type) => ({
  element: { type, captured: { feature: '{{ from.captured.feature }}' } },
});

/** Who may import what. Anything not allowed here is an error; a later policy overrides an earlier one. */
const importPolicies = [
  ...floors.map((floor, index) => ({
    from: element(floor),
    allow: { to: element(floors.slice(index + 1)) },
  })),
  // A page imports its own folder and its own content, never another page's: the addresses
  // between pages are src/content/addresses.ts, the parts several show src/components/parts.
  {
    from: element('pages'),
    allow: [{ to: sameFeature('pages') }, { to: sameFeature('page-content') }],
  },
  // The render's floor draws every page, and the first paint fills their forms.
  { from: element(['app', 'firstPaint']), allow: { to: element('page-content') } },
  { from: element('app'), allow: { to: element('styles') } },
  { from: element('src'), allow: { to: element([...floors, 'styles']) } },
  // The first-paint script runs what the pages' own code does before that code arrives (the
  // contact form's prefill, the motion setting), so it stands above the floors it borrows from,
  // as site.ts does; nothing imports it, as the build bundles it from its file.
  { from: element('firstPaint'), allow: { to: element(['pages', 'motion', 'content']) } },
  // The content floor gathers every page's schema and content type; a page's content reads its
  // own and the content floor's.
  { from: element('content'), allow: { to: element(['data', 'content', 'page-content']) } },
  {
    from: element('page-content'),
    allow: [{ to: element(['data', 'content']) }, { to: sameFeature('page-content') }],
  },
  // The unit tests' helpers read the frozen content as the build does, and render the site.
  {
    from: element('test'),
    allow: { to: element([...floors, 'page-content', 'data', 'build-time', 'scripts']) },
  },
  // A test may reach any part it tests, and the tests' helpers.
  {
    from: { file: { categories: 'test' } },
    allow: { to: element([...floors, 'page-content', 'test', 'firstPaint']) },
  },
  // The render writes the favicon into every page.
  { from: element('app'), allow: { to: element('public') } },
  // The build reads the content and runs the built render: of src/app/renderPage.tsx it may
  // import the types of what it runs, never its code. It writes the motion tokens into the
  // stylesheet, from the one module of src/motion that imports nothing. Browser code never
  // imports the build.
  {
    from: element('build-time'),
    allow: [
      { to: element(['content', 'page-content']) },
      // The worker's code it bundles, and the type of what it writes before that code.
      { to: element('serviceWorker'), dependency: { kind: 'type' } },
      { to: { element: { type: 'motion' }, file: { path: 'src/motion/tokens.ts' } } },
      {
        to: { element: { type: 'app' }, file: { path: 'src/app/renderPage.tsx' } },
        dependency: { kind: 'type' },
      },
    ],
  },
  // The build's tests edit content as the tests' builds do (scripts/ownerEdits.mjs), and render
  // what they make.
  {
    from: { element: { type: 'build-time' }, file: { categories: 'test' } },
    allow: [
      { to: element('scripts') },
      { to: { element: { type: 'app' }, file: { path: 'src/app/renderPage.tsx' } } },
    ],
  },
  // Packages and Node's modules, but for two rules.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  {
    from: { element: { type: '!{motion,test}' } },
    disallow: { to: { module: { source: motionLibraries } } },
    message: 'Animation libraries are imported only in src/motion.',
  },
  {
    from: element(['content', 'page-content']),
    disallow: { to: { module: { source: ['react', 'react-*'] } } },
    message: 'src/content holds data: it imports no React.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-bench',
      'node_modules',
      'test-results',
      'playwright-report',
      '.tmp',
      'bench-results',
    ],
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
  {
    files: ['src/**', 'build-time/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: importPolicies,
        },
      ],
    },
  },
  {
    // The content schemas run at build time and in tests: browser code takes only their types,
    // so the validation library never reaches a visitor.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/content/schema/**',
      'src/pages/*/content/schema.ts',
      'src/kiosk/content/schema.ts',
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'zod runs at build time only.' }],
          patterns: [
            {
              group: ['**/schema/*', '**/content/schema.ts'],
              allowTypeImports: true,
              message: 'The content schemas run at build time only: import their types.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      'no-console': ['error', { allow: ['info', 'error', 'log'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
