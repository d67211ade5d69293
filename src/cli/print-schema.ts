// `npm run schema:print`: writes schema.graphql from the Pothos schema (the checked-in file must match).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../graphql/schema/index.js';

writeFileSync(new URL('../../schema.graphql', import.meta.url), printedSchema());
process.stdout.write('schema.graphql written\n');
