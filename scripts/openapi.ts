// Writes the OpenAPI document, generated from the code without a running server, to the path given (default
// openapi.json in the system temp folder) and prints that path: `npm run lint:openapi` lints it with redocly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getOpenApiDocument } from '@/lib/server/openapi';

const out = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'kuliner-openapi.json'));
fs.writeFileSync(out, `${JSON.stringify(getOpenApiDocument(), null, 2)}\n`);
console.log(out);
