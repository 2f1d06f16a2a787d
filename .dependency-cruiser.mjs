// The import graph's rules (issue 42), checked by `npm run lint:deps`. ESLint's import-x/no-cycle skips type-only
// imports; this reads them too (tsPreCompilationDeps), so a circle made of types is a circle as well.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules depend one way; types both sides need live in a module of their own (app/lib/ for the app).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'components-never-import-routes',
      severity: 'error',
      comment: 'A route assembles components; a component or an app/lib module never imports a route module.',
      from: { path: '^app/(components|lib)/' },
      to: { path: '^app/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|node_modules|\\.react-router|data|bench|public|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
