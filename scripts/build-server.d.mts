/** Writes openapi/openapi.yaml parsed, with the hash of its text, to `file` (as build/server/openapi.json). */
export declare function writeParsedContract(file: string): void;
