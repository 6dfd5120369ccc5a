import type { Sort } from '@ideabazaar/shared/schemas/browse';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import type { Cursor } from '../../lib/cursor';
import type { MembersService } from '../members/members.service';
import { type BrowseFilter, type CardRow, type CatalogRepository } from './catalog.repository';

export { sortKeyOf, type BrowseFilter } from './catalog.repository';

/** A listed item, its paging key, and the name its owner shows to others (null: no owner). */
export interface CatalogRow {
  item: CardRow;
  key: string;
  ownerName: string | null;
}

/** The item lists, for the browse module: rows one past `limit`, with their owners' names. */
export function createCatalogService(options: {
  repository: CatalogRepository;
  members: MembersService;
}) {
  const { repository, members } = options;
  const withNames = async (rows: { item: CardRow; key: string }[]): Promise<CatalogRow[]> => {
    const owners = rows.flatMap((row) => (row.item.ownerId === null ? [] : [row.item.ownerId]));
    const names = await members.publicNames(owners);
    return rows.map((row) => ({
      ...row,
      ownerName: row.item.ownerId === null ? null : (names.get(row.item.ownerId) ?? null),
    }));
  };
  return {
    page: async (filter: BrowseFilter, sort: Sort, cursor: Cursor | undefined, limit: number) =>
      withNames(await repository.page(filter, sort, cursor, limit)),
    /** These items as the public lists show them, in the order of `ids`; unlisted ones left out. */
    listed: async (ids: string[]) => {
      const rows = new Map((await repository.listed(ids)).map((row) => [row.item.id, row]));
      return withNames(ids.flatMap((id) => rows.get(id) ?? []));
    },
    mine: async (ownerId: number, section: Section, cursor: Cursor | undefined, limit: number) =>
      withNames(await repository.mine(ownerId, section, cursor, limit)),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
