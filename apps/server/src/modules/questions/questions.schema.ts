import { questionKinds, questionSets } from '@ideabazaar/shared/schemas/questions';
import {
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questions_set_key_key').on(table.set, table.key),
    index('questions_set_position_idx').on(table.set, table.position),
    check('questions_set', oneOf(table.set, questionSets)),
    check('questions_kind', oneOf(table.kind, questionKinds)),
    check('questions_role', oneOf(table.role, questionRoles)),
  ],
);
