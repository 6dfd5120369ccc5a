/**
 * The query keys of an item and of the lists that show items, for the features that change an
 * item without owning it (comments, files, the later questions): they refresh it through these.
 */
export const itemKey = (itemId: string) => ['items', itemId] as const;

export const browseKey = ['browse'] as const;
export const myItemsKey = ['my-items'] as const;
/** Every list of item cards: browsing, My ideas and My needs. */
export const itemListKeys = [browseKey, myItemsKey] as const;
