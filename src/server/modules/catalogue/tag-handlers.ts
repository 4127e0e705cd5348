// Tags, which put products into categories. The inactive ones are listed to a signed-in admin only. An edit leaves
// its activity entry.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import { isUniqueViolation } from '../../db/constraint-errors';
import { listAudience, sendCached } from '../../plugins/cache';
import { HttpError, fieldError } from '../../plugins/errors';
import type { Handlers } from '../../plugins/openapi';
import { changesOf, withActivity } from '../activity';
import { msg } from '../../i18n';

const tagColumns = { id: tags.id, name: tags.name, description: tags.description, isActive: tags.isActive };

const nameClash = (name: string) =>
  new HttpError(409, msg('catalogue.tagTaken', { name }), [
    { field: 'name', message: msg('catalogue.nameTaken') },
  ]);

export const handlers = {
  async listTags(request, reply) {
    const { active } = request.query;
    const { activeOnly, key } = await listAudience(request, reply, active);
    const db = request.db;
    return sendCached(request, reply, `listTags:${key}`, async () => {
      const rows = await db
        .select(tagColumns)
        .from(tags)
        .where(activeOnly ? eq(tags.isActive, true) : undefined)
        .orderBy(asc(tags.name));
      return { tags: rows };
    });
  },

  async updateTag(request) {
    const { id } = request.params;
    const body = request.body;
    const db = request.db;
    // Only the fields sent change, checked as addCategory checks a new tag.
    const changes: Partial<typeof tags.$inferInsert> = {};
    if (body.name !== undefined) {
      const name = body.name.trim().replace(/\s+/g, ' ');
      if (!name) throw fieldError('name', msg('catalogue.nameRequired'));
      const [taken] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(sql`lower(${tags.name}) = ${name.toLowerCase()}`, ne(tags.id, id)))
        .limit(1);
      if (taken) throw nameClash(name);
      changes.name = name;
    }
    if (body.description !== undefined) changes.description = body.description?.trim() || null;
    const row = await withActivity(request, async (tx, note) => {
      const [before] = await tx.select(tagColumns).from(tags).where(eq(tags.id, id));
      const [after] = await tx
        .update(tags)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(tags.id, id))
        .returning(tagColumns);
      if (!after) throw new HttpError(404, msg('catalogue.tagNotFound'));
      note({ subjectId: id, label: after.name, changes: changesOf(before, after, ['name', 'description']) });
      return after;
    }).catch((err) => {
      if (isUniqueViolation(err)) throw nameClash(changes.name ?? '');
      throw err;
    });
    return { message: 'Tag updated', data: row };
  },
} satisfies Handlers;
