// listSynonyms, addSynonymGroup, updateSynonymGroup, deleteSynonymGroup. Every write leaves its activity entry.
import type { Handlers } from '../../plugins/openapi';
import { changesOf, withActivity } from '../activity';
import {
  addSynonymGroup,
  deleteSynonymGroup,
  findSynonymGroup,
  listSynonyms,
  updateSynonymGroup,
} from './service';

/** A group as the log shows it: its words on one line. */
const wordsOf = (group: { words: string[] } | undefined) => group && { words: group.words.join(' · ') };

export const handlers = {
  async listSynonyms(request) {
    return listSynonyms(request.db);
  },

  async addSynonymGroup(request, reply) {
    const created = await withActivity(request, async (tx, note) => {
      const result = await addSynonymGroup(tx, request.body.words);
      note({ subjectId: result.data.id, label: wordsOf(result.data)?.words });
      return result;
    });
    return reply.code(201).send(created);
  },

  async updateSynonymGroup(request) {
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findSynonymGroup(tx, id);
      const result = await updateSynonymGroup(tx, id, request.body.words);
      note({
        subjectId: id,
        label: wordsOf(result.data)?.words,
        changes: changesOf(wordsOf(before), wordsOf(result.data), ['words']),
      });
      return result;
    });
  },

  async deleteSynonymGroup(request) {
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findSynonymGroup(tx, id);
      const result = await deleteSynonymGroup(tx, id);
      note({ subjectId: id, label: wordsOf(before)?.words });
      return result;
    });
  },
} satisfies Handlers;
