// `npm run --silent admin -- <command> [options]`: the admin CLI's entry point (see ./admin-commands.ts).
import { runAdmin } from './admin-commands.js';

process.exit(await runAdmin(process.argv.slice(2)));
