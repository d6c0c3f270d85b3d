// One jest config for the workspace: node tests (sandbox, registry, locale) and jsdom tests (UI).
// ts-jest transpiles only (type checking is `pnpm typecheck`, run once by `npm test`).
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      esModuleInterop: true,
      allowJs: true,
      isolatedModules: true,
    },
    diagnostics: false,
  },
];
// ESM-only packages that must be transpiled for jest (pnpm nests them under .pnpm/<pkg>/node_modules).
const esm = ['ky', 'jalaliday', 'cookie'].join('|');
const common = {
  transform: { '^.+\\.(t|j)sx?$': tsJest, '^.+\\.mjs$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esm})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.(css|woff2?|ttf|png|svg)$': '<rootDir>/shared/ui/test/file-stub.js',
    // The host and @portal/ui import antd's ES build by component path; jest runs its CommonJS
    // twin, the same modules the root `antd` (lib) requires, so both kinds of import meet.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
};
module.exports = {
  // Component tests type into antd forms key by key: 10-15 s alone, over 20 s beside the other
  // suites on this 2-core machine (two timed out in clean-clone runs). A hang still fails.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/deploy/*/src/**/*.test.ts',
        '<rootDir>/shared/{locale,contracts}/src/**/*.test.ts',
        '<rootDir>/shared/build/src/**/*.test.ts',
        '<rootDir>/shared/areas/src/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/shared/ui/test/polyfills.js'],
      setupFilesAfterEnv: ['<rootDir>/shared/ui/test/setup-dom.js'],
      testMatch: [
        '<rootDir>/shared/{api,session,ui}/src/**/*.test.{ts,tsx}',
        '<rootDir>/host/src/**/*.test.{ts,tsx}',
        '<rootDir>/remotes/*/src/**/*.test.{ts,tsx}',
      ],
    },
  ],
};
