// npm run admin -- grant <email>: grants (or revokes) the admin role against DATA_DIR / DATABASE_URL.
import { ensureBuilt, ensureDependencies, run } from './lib/prepare.mjs';

await ensureDependencies();
await ensureBuilt();
process.exit(await run(process.execPath, ['apps/server/dist/admin.js', ...process.argv.slice(2)]));
