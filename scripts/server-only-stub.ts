// `server-only` outside Next: Node entry points (scripts/, under tsx with tsconfig.scripts.json) and Vitest load
// lib/server modules directly, where the real package would throw (it only resolves inside React Server Components).
// Next builds keep the real package, so a client file that reaches lib/server still fails the build.
export {};
