// `npm run operator -- --email someone@example.com [--revoke]`: makes a member an operator
// (PRODUCT.md section 1), creating the member if needed. Operators are never made by sign-up.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { membersServiceFor } from '../modules/members/members.service';

const usage = 'Usage: npm run operator -- --email someone@example.com [--revoke]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const member = await membersServiceFor(database.db, config.publicUrl).setOperator(
      email,
      !values.revoke,
    );
    console.log(
      `${email} (member ${member.id}) is ${values.revoke ? 'no longer' : 'now'} an operator.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
