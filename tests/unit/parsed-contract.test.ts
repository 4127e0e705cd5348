import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeParsedContract } from '../../scripts/build-server.mjs';
import { contractFile } from '../../src/server/paths';
import { readContract } from '../../src/server/plugins/openapi';

const scratch = mkdtempSync(join(tmpdir(), 'morph-contract-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const text = readFileSync(contractFile, 'utf8');
const sha256 = createHash('sha256').update(text).digest('hex');

describe('the contract parsed at build time', () => {
  it('is the YAML, parsed', () => {
    const file = join(scratch, 'built.json');
    writeParsedContract(file);
    const built = JSON.parse(readFileSync(file, 'utf8'));
    expect(built.sha256).toBe(sha256);
    expect(built.contract).toEqual(parse(text));
  });

  it('is what the server reads while the YAML is the text it came from', () => {
    const file = join(scratch, 'marked.json');
    writeFileSync(file, JSON.stringify({ sha256, contract: { openapi: 'read from the build' } }));
    expect(readContract(contractFile, file)).toEqual({ openapi: 'read from the build' });
  });

  it('is ignored once the YAML has changed, or when it is missing or unreadable', () => {
    const stale = join(scratch, 'stale.json');
    writeFileSync(stale, JSON.stringify({ sha256: '0'.repeat(64), contract: { openapi: 'old' } }));
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, '{"sha256": "');
    for (const file of [stale, broken, join(scratch, 'none.json'), undefined])
      expect(readContract(contractFile, file)).toEqual(parse(text));
  });
});
