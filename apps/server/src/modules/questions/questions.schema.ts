import { AMOUNT_MAX } from '@ideabazaar/shared/schemas/bounds';
import { questionKinds, questionSets } from '@ideabazaar/shared/schemas/questions';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { oneOf } from '../../db/checks';

/** What an answer feeds on its item: the title, category, summary or a need's budget. */
export const questionRoles = ['title', 'category', 'summary', 'budget'] as const;
export type QuestionRole = (typeof questionRoles)[number];

/** The question bank (PRODUCT.md section 3), seeded on first start, edited by operators. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    set: varchar('set', { length: 12, enum: questionSets }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 32, enum: questionKinds }).notNull(),
    position: integer('position').notNull(),
    role: varchar('role', { length: 12, enum: questionRoles }),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    titleFa: varchar('title_fa', { length: 200 }).notNull(),
    guideEn: text('guide_en').notNull().default(''),
    guideFa: text('guide_fa').notNull().default(''),
    placeholderEn: varchar('placeholder_en', { length: 200 }).notNull().default(''),
    placeholderFa: varchar('placeholder_fa', { length: 200 }).notNull().default(''),
    options: jsonb('options')
      .$type<{ value: string; en: string; fa: string }[]>()
      .notNull()
      .default([]),
    unitEn: varchar('unit_en', { length: 30 }).notNull().default(''),
    unitFa: varchar('unit_fa', { length: 30 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    /**
     * Whether an idea's answer to it starts private (issue 31): the answers that give the idea
     * away. Its owner's choice on hide-answers overrides it for each answer.
     */
    privateByDefault: boolean('private_by_default').notNull().default(false),
    /**
     * The smallest and largest answer of a number question, in its unit (issue 32): a team of
     * 1 to 10,000 people, 1 to 3,650 days, tomans up to an item's largest price. Null: 0 and
     * the 15 digits any number may have.
     */
    minValue: bigint('min_value', { mode: 'number' }),
    maxValue: bigint('max_value', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questions_set_key_key').on(table.set, table.key),
    index('questions_set_position_idx').on(table.set, table.position),
    check('questions_set', oneOf(table.set, questionSets)),
    check('questions_kind', oneOf(table.kind, questionKinds)),
    check('questions_role', oneOf(table.role, questionRoles)),
    // A role's answer makes what everyone reads or filters by (the title, category, summary or a
    // need's budget), and needs have no private parts (PRODUCT.md section 2): never private at
    // first.
    check(
      'questions_private_by_default',
      sql`not ${table.privateByDefault} or (${table.role} is null and ${table.set} <> 'need')`,
    ),
    check(
      'questions_number_bounds',
      sql`coalesce(${table.minValue}, 0) >= 0 and coalesce(${table.maxValue}, 0) <= ${sql.raw(String(AMOUNT_MAX))} and coalesce(${table.minValue}, 0) <= coalesce(${table.maxValue}, ${sql.raw(String(AMOUNT_MAX))})`,
    ),
  ],
);
