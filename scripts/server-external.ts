/**
 * Packages the server build keeps as imports: one React for react-router and the pages, native
 * or WebAssembly files found next to their own modules, worker threads, and the SDKs loaded on
 * first use. Every other package is bundled in (decision 043): Node then resolves and loads one
 * file instead of ~800 modules, each looking up its package.json, at every start.
 * A dependency with `.node` or `.wasm` files must be listed here, or the bundled server fails to
 * find them at start: tests/integration/architecture/server-external.test.ts checks it.
 */
export const SERVER_EXTERNAL = ['react', 'react-dom', 'react-router', '@react-router/node', '@electric-sql/pglite', 'pg', 'pino', '@resvg/resvg-js', 'satori', 'openai', 'stripe', 'nodemailer']
