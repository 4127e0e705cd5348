// The shop's own settings by key, one JSON value each (the contact details under 'contact'): few, read often,
// edited rarely in the back office's Settings page.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  /** The admin's username. */
  updatedBy: text(),
  updatedAt: timestamptz().notNull().defaultNow(),
});
