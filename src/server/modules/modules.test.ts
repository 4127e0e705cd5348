// Modules import each other one way only. ESLint (boundaries) keeps every import between modules on the other
// module's index.ts; this reads what each module's files import and fails on a cycle between modules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const modulesDir = dirname(fileURLToPath(import.meta.url));

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module an import resolves into (the module's folder itself is its index.ts), if any. */
function moduleOf(path: string, modules: Set<string>): string | undefined {
  const [first] = relative(modulesDir, path).split(sep);
  return modules.has(first) ? first : undefined;
}

/** Which modules each module's files import (static imports, re-exports and `import()` alike). */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  const modules = new Set(
    readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  for (const name of modules) {
    const uses = new Set<string>();
    for (const file of sourceFiles(join(modulesDir, name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = moduleOf(resolve(dirname(file), fileName), modules);
        if (target && target !== name) uses.add(target);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** One cycle in the graph as the path that closes it (["a", "b", "a"]), or undefined when there is none. */
export function findCycle(graph: Graph): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const open = path.indexOf(node);
    if (open >= 0) return [...path.slice(open), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('server modules', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    // The reading itself works: orders take stock from the catalogue.
    expect(graph.get('orders')).toContain('catalogue');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('a cycle between modules is found, however long', () => {
    expect(findCycle(graphOf({ orders: ['catalogue'], catalogue: [] }))).toBeUndefined();
    expect(findCycle(graphOf({ orders: ['catalogue'], catalogue: ['orders'] }))).toEqual([
      'orders',
      'catalogue',
      'orders',
    ]);
    expect(
      findCycle(
        graphOf({
          customers: ['orders'],
          orders: ['catalogue'],
          catalogue: ['discounts'],
          discounts: ['orders'],
        }),
      ),
    ).toEqual(['orders', 'catalogue', 'discounts', 'orders']);
  });
});
