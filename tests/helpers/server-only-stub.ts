// Vitest runs server modules directly; the real `server-only` package would throw outside React Server Components.
export {};
