// listSynonyms, addSynonymGroup, updateSynonymGroup, deleteSynonymGroup.
import type { Handlers } from '../../plugins/openapi';
import { addSynonymGroup, deleteSynonymGroup, listSynonyms, updateSynonymGroup } from './service';

export const handlers = {
  async listSynonyms(request) {
    return listSynonyms(request.db);
  },

  async addSynonymGroup(request, reply) {
    return reply.code(201).send(await addSynonymGroup(request.db, request.body.words));
  },

  async updateSynonymGroup(request) {
    return updateSynonymGroup(request.db, request.params.id, request.body.words);
  },

  async deleteSynonymGroup(request) {
    return deleteSynonymGroup(request.db, request.params.id);
  },
} satisfies Handlers;
