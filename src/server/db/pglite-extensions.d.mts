import type { Extension } from '@electric-sql/pglite';

export declare const pgliteExtensions: { pg_trgm: Extension };
