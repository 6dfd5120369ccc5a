import { searchForm } from '@ideabazaar/shared/persian/search';
import type { ItemsRepository } from './items.repository';

/**
 * Keeps an item's search text in step with its public words: title, summary, pitch and the
 * answers that are not private. Private answers never become searchable.
 */
export async function refreshSearchText(
  repository: ItemsRepository,
  itemId: string,
): Promise<void> {
  const item = await repository.byId(itemId);
  if (!item) return;
  const answers = await repository.answersOf(itemId);
  const words = [item.title, item.summary, item.elevatorText];
  for (const answer of answers) if (!answer.isPrivate) words.push(answer.value);
  await repository.setSearchText(itemId, searchForm(words.join(' ')));
}
