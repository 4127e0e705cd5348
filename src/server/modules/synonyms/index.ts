// The synonyms' public door: their operations, and the groups a search's words belong to (catalogue).
export { handlers } from './handlers';
export { MAX_SYNONYM_GROUPS, synonymGroupsSql } from './service';
