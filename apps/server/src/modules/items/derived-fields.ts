import { maskContacts } from '@ideabazaar/shared/contact/mask';
import { searchForm } from '@ideabazaar/shared/persian/search';
import { TITLE_MAX, TEXT_MAX } from '@ideabazaar/shared/schemas/questions';
import type { ItemRow, ItemsRepository } from './items.repository';

/** An answer with the role of its question: what feeds the title, summary, category, budget. */
export interface RoledAnswer {
  role: string | null;
  value: string;
  isPrivate: boolean;
}

export interface DerivedFields {
  title: string;
  summary: string;
  category: string | null;
  /** A need's budget answer: its price, or 'Negotiable' ('0' with the checkbox, seed section 4). */
  budget: { price: number | null; negotiable: boolean } | undefined;
}

/**
 * The one place where fields are made from answers. Given only the answers a viewer may see, it
 * gives what that viewer may see: a private answer feeds nothing a visitor reads.
 */
export function deriveFields(answers: RoledAnswer[]): DerivedFields {
  const valueOf = (role: string) => answers.find((answer) => answer.role === role)?.value;
  const budget = valueOf('budget');
  return {
    title: (valueOf('title') ?? '').slice(0, TITLE_MAX),
    summary: (valueOf('summary') ?? '').slice(0, TEXT_MAX),
    category: valueOf('category') ?? null,
    budget:
      budget === undefined
        ? undefined
        : { price: budget === '0' ? null : Number(budget), negotiable: budget === '0' },
  };
}

/** Question ids to their roles; the bank's roles are fixed when it is seeded. */
export type Roles = Map<number, string | null>;

/** The answers of an item with their questions' roles. */
export async function roledAnswers(
  repository: ItemsRepository,
  roles: Roles,
  itemId: string,
): Promise<RoledAnswer[]> {
  return (await repository.answersOf(itemId)).map((answer) => ({
    role: roles.get(answer.questionId) ?? null,
    value: answer.value,
    isPrivate: answer.isPrivate,
  }));
}

/**
 * Stores what everyone sees of an item: title, summary, category, a need's budget as its price,
 * and the search text, all from the public answers only. The columns never hold private text,
 * so no list, card or search can serve or match it. A field whose question was never answered
 * is left as it is.
 */
export async function refreshDerivedFields(
  repository: ItemsRepository,
  roles: Roles,
  item: Pick<ItemRow, 'id' | 'section' | 'elevatorText'>,
): Promise<void> {
  const answers = await roledAnswers(repository, roles, item.id);
  const answered = new Set(answers.map((answer) => answer.role));
  const visible = answers.filter((answer) => !answer.isPrivate);
  const derived = deriveFields(visible);
  const text = [
    derived.title,
    derived.summary,
    item.elevatorText,
    ...visible.map((a) => a.value),
  ].join(' ');
  const fields: Partial<ItemRow> = {
    // A stranger reads an idea with its contact details masked (issue 31), so its search text
    // is made from the masked text: a phone number does not find the idea it was hidden in.
    searchText: searchForm(item.section === 'idea' ? maskContacts(text).text : text),
  };
  if (answered.has('title')) fields.title = derived.title;
  if (answered.has('summary')) fields.summary = derived.summary;
  if (answered.has('category')) fields.category = derived.category;
  if (item.section === 'need' && derived.budget) {
    fields.price = derived.budget.price;
    fields.negotiable = derived.budget.negotiable;
  }
  await repository.setDerived(item.id, fields);
}

const DERIVED_FIELDS_KEY = 'items.derived_fields';
/**
 * 2: public-only derived fields and a need's budget as its price (issue 8). 3: an idea's search
 * text without its contact details (issue 31). Raising it makes the next start derive every item
 * again.
 */
export const DERIVED_FIELDS_VERSION = '3';

/** Derives every item again when the stored fields were made by an older rule. */
export async function upgradeDerivedFields(
  repository: ItemsRepository,
  roles: Roles,
): Promise<number> {
  if ((await repository.dataVersion(DERIVED_FIELDS_KEY)) === DERIVED_FIELDS_VERSION) return 0;
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const page = await repository.idsAfter(after, 500);
    for (const item of page) await refreshDerivedFields(repository, roles, item);
    count += page.length;
    const last = page.at(-1);
    if (!last) break;
    after = last.id;
  }
  await repository.setDataVersion(DERIVED_FIELDS_KEY, DERIVED_FIELDS_VERSION);
  return count;
}
