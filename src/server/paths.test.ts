import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractFile, migrationsFolder, projectRoot, webBuildFolder } from './paths';

describe('the paths the server reads at run time', () => {
  it('start at the project root, where package.json names the shop', () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe('morph');
  });

  it('find the contract, the migrations journal, and the front end build folder', () => {
    expect(readFileSync(contractFile, 'utf8')).toMatch(/^openapi: 3\./m);
    expect(existsSync(join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
    expect(webBuildFolder).toBe(join(projectRoot, 'dist'));
  });
});
