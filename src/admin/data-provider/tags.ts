// The "tags" resource: the same admin calls as categories with type "tag" (see categories.ts).
import { listTags } from '../../../generated/api/tags/tags';
import { categoryOrTagProvider } from './categories';

export const tagsDataProvider = categoryOrTagProvider(
  'tag',
  async (signal) => (await listTags(undefined, { signal })).tags,
);
