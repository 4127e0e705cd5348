// Tags, which put products into categories. The inactive ones are listed to a signed-in admin only.
import { asc, eq } from 'drizzle-orm';
import type { ListTagsParams } from '../../../../generated/models';
import { tags } from '../../db/schema';
import { listAudience, sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';

export const handlers: Handlers = {
  async listTags(request, reply) {
    const { active } = request.query as ListTagsParams;
    const { activeOnly, key } = await listAudience(request, reply, active);
    const db = request.server.db;
    return sendCached(request, reply, `listTags:${key}`, async () => {
      const rows = await db
        .select({ id: tags.id, name: tags.name, description: tags.description, isActive: tags.isActive })
        .from(tags)
        .where(activeOnly ? eq(tags.isActive, true) : undefined)
        .orderBy(asc(tags.name));
      return { tags: rows };
    });
  },
};
