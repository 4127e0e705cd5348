// The activity log (modules/activity): one row per admin write or export, inserted in the write's own transaction.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ActivityChange } from '../../../../generated/models';
import { STAFF_ROLES } from '../../../shared/staff-roles';
import { admins } from './auth';
import { timestamptz } from './columns';

export const activity = pgTable(
  'activity',
  {
    // bigint would outlive any shop; an integer identity is 2 billion writes, 5 million a day for a year.
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: timestamptz().notNull().defaultNow(),
    /** Null once the member is removed; her username and role then stay below. */
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    username: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    address: text(),
    /** The contract's operationId. */
    operation: text().notNull(),
    /** The contract's tag of what was written (products, orders…). */
    subject: text().notNull(),
    subjectId: text(),
    /** A call on many: their ids (at most 100). */
    subjectIds: jsonb().$type<string[]>().notNull().default([]),
    /** What it was called then: a product's name, an order's number. */
    label: text(),
    changes: jsonb().$type<ActivityChange[]>().notNull().default([]),
  },
  (t) => [
    index('activity_at_idx').on(t.at.desc(), t.id.desc()),
    index('activity_admin_at_idx').on(t.adminId, t.at.desc()),
    index('activity_subject_idx').on(t.subject, t.subjectId, t.at.desc()),
    check('activity_role_known', sql`${t.role} IN ('owner', 'manager', 'order_desk', 'packer')`),
  ],
);
