// autocannon ships no types; bench/load.ts is its only user.
declare module 'autocannon';
