import { tehranToday } from '../../db/tehran-day';
import type { CatalogVersion } from './catalog-version';
import type { ItemsRepository } from './items.repository';

/** Views (item, viewer, day) remembered as recorded, so a viewer's next look writes nothing. */
const RECENT_VIEWS = 20_000;

/** A set that forgets its oldest entries past `max`. */
function createRecentSet(max: number) {
  const entries = new Set<string>();
  return {
    has: (key: string) => entries.has(key),
    add(key: string) {
      entries.add(key);
      if (entries.size > max) entries.delete(entries.values().next().value!);
    },
  };
}

/**
 * Items' views: a view writes only its own narrow row (once per viewer and Tehran day), and the
 * item's `view_count` follows from those rows in batches (`flush`), so the item's row, with its
 * search index, is rewritten at most once per flush.
 */
export function createViewCounter(options: {
  repository: ItemsRepository;
  catalogVersion: CatalogVersion;
}) {
  const { repository, catalogVersion } = options;
  // Items with views recorded since their count was last brought up to date.
  const viewed = new Set<string>();
  const recent = createRecentSet(RECENT_VIEWS);
  // One flush at a time: a flush asked for while one runs (the timer's, then shutdown's) waits
  // for it, so it returns once every view recorded before it is counted.
  let flushing: Promise<unknown> = Promise.resolve();
  const flushNow = async (): Promise<number> => {
    if (viewed.size === 0) return 0;
    const ids = [...viewed];
    viewed.clear();
    try {
      return await catalogVersion.write(() => repository.refreshViewCounts(ids));
    } catch (error) {
      for (const id of ids) viewed.add(id);
      throw error;
    }
  };
  return {
    /**
     * The view to record, or undefined when this viewer's view of the item today is recorded
     * already (in this process): the caller records it in its own statement
     * (repository.viewParts), then says so with `recorded`.
     */
    toRecord(itemId: string, viewerKey: string): string | undefined {
      return recent.has(`${itemId} ${viewerKey} ${tehranToday()}`) ? undefined : viewerKey;
    },

    /** A view recorded (`added`: a new row, which the item's count is to follow). */
    recorded(itemId: string, viewerKey: string, added: boolean): void {
      recent.add(`${itemId} ${viewerKey} ${tehranToday()}`);
      if (added) viewed.add(itemId);
    },

    /**
     * Brings the view counts of the items viewed since the last call up to date from the views
     * recorded, in one statement; the number of items whose count moved.
     */
    flush(): Promise<number> {
      const run = flushing.catch(() => undefined).then(flushNow);
      flushing = run;
      return run;
    },

    /** Every item's view count from the views recorded: what a flush lost to a crash. */
    reconcile: () => catalogVersion.write(() => repository.refreshViewCounts()),
  };
}
