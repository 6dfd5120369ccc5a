import type { Database } from '../db/client';
import { createCommentsRepository } from '../modules/comments/comments.repository';
import { createCommentsService } from '../modules/comments/comments.service';
import { createFlowService } from '../modules/items/flow.service';
import { createItemsRepository } from '../modules/items/items.repository';
import { itemsServiceFor } from '../modules/items/items.service';
import { membersServiceFor } from '../modules/members/members.service';
import { questionsServiceFor } from '../modules/questions/questions.service';
import { createMemoryRateLimiter } from '../plugins/rate-limit/memory-rate-limiter';
import { demoItems, demoMembers } from './demo-content';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills the database with a small, lively demo marketplace (members, ideas, needs and comments
 * in English and Persian) through the app's own services, so every rule of a real sign-up and
 * creation applies. Does nothing when the demo members exist already. Returns what it did.
 */
export async function seedDemo(db: Database, publicUrl: string): Promise<string> {
  const members = membersServiceFor(db, publicUrl);
  if (await members.byEmail(demoMembers[0]!.email)) {
    return 'The demo marketplace is there already; nothing to do.';
  }
  const questions = questionsServiceFor(db);
  await questions.seedBank();
  const repository = createItemsRepository(db);
  const limiter = createMemoryRateLimiter();
  try {
    const flow = createFlowService({
      repository,
      questions,
      rateLimiter: limiter,
      draftsPerIpPerHour: 1000,
    });
    const items = itemsServiceFor(db, publicUrl);
    const comments = createCommentsService({
      repository: createCommentsRepository(db),
      items,
      members,
      rateLimiter: limiter,
      perMemberPerHour: 1000,
    });

    const ids = new Map<string, { id: number; name: string }>();
    for (const person of demoMembers) {
      const member = await members.findOrCreate({ email: person.email, language: 'en' });
      await members.updateProfile(member.id, {
        first_name: person.firstName,
        last_name: person.lastName,
        city: person.city,
        phone: person.phone,
      });
      ids.set(person.key, { id: member.id, name: `${person.firstName} ${person.lastName}` });
    }

    for (const demo of demoItems) {
      const owner = ids.get(demo.owner)!;
      const started = await flow.start({
        section: demo.section,
        memberId: owner.id,
        ip: '127.0.0.1',
        language: 'en',
      });
      const rows = await questions.activeInSet(demo.section);
      const byKey = new Map(rows.map((row) => [row.key, row.id]));
      await flow.submit({
        memberId: owner.id,
        answers: Object.entries(demo.answers).map(([key, answer]) => ({
          questions_id: byKey.get(key)!,
          idea_id: started.idea_id,
          answer,
        })),
      });
      await items.patch({
        itemId: started.idea_id,
        memberId: owner.id,
        language: 'en',
        patch: {
          elevator_text: demo.elevatorText,
          business_text: demo.businessText,
          // A need's budget is its answer to the budget question.
          ...(demo.section === 'idea'
            ? {
                price: demo.price,
                negotiable: demo.negotiable,
                private_question_ids: demo.privateKeys.map((key) => byKey.get(key)!),
              }
            : {}),
          status: 'published',
        },
      });
      await repository.update(started.idea_id, {
        publishedAt: new Date(Date.now() - demo.daysAgo * DAY_MS),
      });
      for (const comment of demo.comments) {
        const author = ids.get(comment.author)!;
        await comments.create({
          itemId: started.idea_id,
          memberId: author.id,
          body: comment.body,
          authorName: author.name,
        });
      }
    }
    return `Seeded ${demoMembers.length} members and ${demoItems.length} ideas and needs.`;
  } finally {
    await limiter.close();
  }
}
