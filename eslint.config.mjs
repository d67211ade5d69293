// ESLint: typescript-eslint's `strict` rules over our own code (not the type-checked set: that needs a
// full type-check on every run, which `npx tsc --noEmit` already does in CI). Tuned rules say why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'src/generated/**', '.data/**', '**/dist/**', '.bench/**', 'coverage/**', '.scratch/**'] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsconfig has noUncheckedIndexedAccess: `rows[0]!` right after a length check is our idiom for
      // "present by construction"; the alternatives (casts, dead runtime checks) say less.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `_name` marks a deliberately unused parameter; `{ omitted: _, ...rest }` drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read untyped wire bodies (parsed JSON of any shape): `any` there is the honest type.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
