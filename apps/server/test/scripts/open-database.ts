// Opens the embedded database in the folder given, as a second process would, and says what
// happened: `opened` (then closes it) or the error's message, with exit code 1.
import { openDatabase } from '../../src/db/client';

const dataDir = process.argv[2] ?? '';
openDatabase({ dataDir })
  .then(async (database) => {
    process.stdout.write('opened\n');
    await database.close();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
