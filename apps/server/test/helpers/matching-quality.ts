import type { Services } from '../../src/services';
import type { Database } from '../../src/db/client';
import {
  decoyIdeas,
  decoyNeeds,
  qualityPairs,
  type QualityItem,
} from '../../src/modules/matching/quality-set';
import { qualityFigures, type QualityFigures } from '../../src/modules/matching/quality';
import { createItem, createMember } from './factories';

/**
 * Loads the labelled set (quality-set.ts) into a fresh database as published items, the needs
 * first and then the ideas, each batch matched by the matching job as publishing queues it, and
 * measures what each idea's owner is shown (quality.ts).
 */
export async function measureMatching(
  db: Database,
  services: Pick<Services, 'matching'>,
): Promise<QualityFigures> {
  const needOwner = await createMember(db);
  const ideaOwner = await createMember(db);
  const publish = async (section: 'idea' | 'need', key: string, item: QualityItem) => {
    const row = await createItem(db, {
      ownerId: section === 'idea' ? ideaOwner.id : needOwner.id,
      section,
      title: item.title,
      summary: item.summary,
      category: item.category,
      ...(section === 'idea' ? { negotiable: true } : {}),
    });
    return [row.id, key] as const;
  };
  const needKeys = new Map<string, string>();
  for (const pair of qualityPairs) needKeys.set(...(await publish('need', pair.key, pair.need)));
  for (const [index, need] of decoyNeeds.entries()) {
    needKeys.set(...(await publish('need', `decoy-need-${index}`, need)));
  }
  while ((await services.matching.processQueue()) > 0);
  const ideas: { id: string; key: string; expected: string[] }[] = [];
  for (const pair of qualityPairs) {
    const [id] = await publish('idea', pair.key, pair.idea);
    ideas.push({ id, key: pair.key, expected: [pair.key] });
  }
  for (const [index, idea] of decoyIdeas.entries()) {
    const [id, key] = await publish('idea', `decoy-idea-${index}`, idea);
    ideas.push({ id, key, expected: [] });
  }
  while ((await services.matching.processQueue()) > 0);
  const shown = await Promise.all(
    ideas.map(async (idea) => {
      const cards = await services.matching.matchesFor({
        itemId: idea.id,
        memberId: ideaOwner.id,
        language: 'en',
      });
      return { ...idea, shown: cards.map((card) => needKeys.get(card.id) ?? card.id) };
    }),
  );
  return qualityFigures(shown);
}
