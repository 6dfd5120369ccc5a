import type { Transaction } from '../../db/transaction';

/**
 * A number that moves after every write to items in this process, so that what was read from
 * the catalogue before it moved is known to be old (the browse module's page cache). A write
 * moves it when it starts and again once it has committed: a reader that began in between may
 * have read the old rows, and the second move makes what it kept old as well.
 */
export interface CatalogVersion {
  current(): number;
  /** The same transaction, moving the version before the work and after it ends. */
  around(transaction: Transaction): Transaction;
  /** Moves it once: a write made in another module's transaction has committed. */
  moved(): void;
  /** Runs a write outside a transaction (autocommit), moving the version before and after it. */
  write<T>(write: () => Promise<T>): Promise<T>;
}

export function createCatalogVersion(): CatalogVersion {
  let version = 0;
  const changed = () => {
    version += 1;
  };
  const around = async <T>(write: () => Promise<T>): Promise<T> => {
    changed();
    try {
      return await write();
    } finally {
      changed();
    }
  };
  return {
    current: () => version,
    moved: changed,
    write: around,
    around: (transaction) => (work, options) => around(() => transaction(work, options)),
  };
}
