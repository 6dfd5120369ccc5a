import { emailCodesGo } from '../config/delivery';
import { createMemoryRateLimiter } from '../plugins/rate-limit/memory-rate-limiter';
import { withServices, type ServiceDeps, type Services } from '../services';
import { demoItems, demoMembers } from './demo-content';

const DAY_MS = 24 * 60 * 60 * 1000;
// The demo starts many drafts and comments at once; the visitors' limits are not for it.
const DEMO_LIMIT = 1000;

/**
 * Fills the database with a small, lively demo marketplace (members, ideas, needs and comments
 * in English and Persian) through the app's own services, so every rule of a real sign-up and
 * creation applies. Does nothing when the demo members exist already. Returns what it did and
 * how to sign in as a demo member.
 */
export async function seedDemo(deps: ServiceDeps): Promise<string> {
  const limiter = createMemoryRateLimiter();
  const config = { ...deps.config, rateLimitDrafts: DEMO_LIMIT, rateLimitComments: DEMO_LIMIT };
  try {
    const done = await withServices({ ...deps, config, rateLimiter: limiter }, seedWith);
    return [
      done,
      `Sign in with a demo member's e-mail address; the code goes ${emailCodesGo(deps.config)}.`,
      ...demoMembers.map((member) => `  ${member.email}`),
    ].join('\n');
  } finally {
    await limiter.close();
  }
}

async function seedWith(services: Services): Promise<string> {
  const { members, questions, flow, items, comments } = services;
  if (await members.byEmail(demoMembers[0]!.email)) {
    return 'The demo marketplace is there already; nothing to do.';
  }
  await questions.seedBank();
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
      language: 'en',
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
    await items.backdate(started.idea_id, new Date(Date.now() - demo.daysAgo * DAY_MS));
    for (const comment of demo.comments) {
      const author = ids.get(comment.author)!;
      await comments.create({
        itemId: started.idea_id,
        memberId: author.id,
        body: comment.body,
      });
    }
  }
  return `Seeded ${demoMembers.length} members and ${demoItems.length} ideas and needs.`;
}
