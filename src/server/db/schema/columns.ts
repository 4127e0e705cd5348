// Shared column helpers. Every table names its columns in camelCase here and snake_case in SQL
// (`casing: 'snake_case'` in both the client and drizzle.config.ts).
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** An auto-incrementing integer primary key (identity column, PostgreSQL 10+). */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** createdAt / updatedAt as timestamptz, set by the database. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A timestamptz column read as a JS Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
