import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open.ts';

// Applies pending migrations and exits (the server also does this at start-up).
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log('Migrations applied.');
} finally {
  await database.close();
}
