import type { Extension } from '@electric-sql/pglite';

export declare const pgliteExtensions: { pg_trgm: Extension };
export declare const TYPO_SIMILARITY: number;
export declare const SEARCH_SESSION_SQL: string;
