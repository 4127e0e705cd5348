// What a backup folder may hold, checked before a restore reads anything from it: a backup is a folder someone
// may have handed over or edited, and a restore runs as the shop's user. Only regular files and folders under
// the folder itself count; a symbolic link, device, FIFO or socket anywhere in it refuses the whole folder, the
// manifest must match its schema exactly, and the database file it names must be a plain name in the folder.
import {
  chmodSync,
  copyFileSync,
  constants,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  type Stats,
} from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { DIR_MODE, FILE_MODE } from './data-modes';

/** A problem with the backup folder or the place it is restored to, said to the operator as it is. */
export class Refusal extends Error {}

/** The database file of each kind: the manifest must name exactly this one. */
export const DATABASE_FILES = { pglite: 'db.tar.gz', postgres: 'db.pgdump' } as const;

const manifestSchema = z
  .object({
    format: z.literal(1),
    kind: z.enum(['pglite', 'postgres']),
    createdAt: z.iso.datetime({ offset: true }),
    database: z.enum([DATABASE_FILES.pglite, DATABASE_FILES.postgres]),
    uploads: z.boolean(),
  })
  .strict()
  .refine((m) => m.database === DATABASE_FILES[m.kind], {
    message: 'database must be db.tar.gz for pglite and db.pgdump for postgres',
    path: ['database'],
  });

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest's largest sane size: a few hundred bytes are written. */
const MAX_MANIFEST_BYTES = 4096;

function kindOf(stats: Stats): string {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isBlockDevice() || stats.isCharacterDevice()) return 'a device';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Every entry under `folder` (lstat: links are not followed), refusing anything that is not a regular file or a
 * folder. Returns the regular files' paths relative to `folder`.
 */
export function regularFilesUnder(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stats = lstatSync(path);
      if (stats.isDirectory()) walk(path);
      else if (stats.isFile()) files.push(relative(folder, path));
      else
        throw new Refusal(
          `${path} is ${kindOf(stats)}: a backup holds only regular files. Nothing was restored.`,
        );
    }
  };
  const top = lstatSync(folder, { throwIfNoEntry: false });
  if (!top?.isDirectory()) throw new Refusal(`${folder} is not a folder.`);
  walk(folder);
  return files;
}

/** The backup's manifest, checked against its schema; a Refusal saying what is wrong otherwise. */
export function readManifest(folder: string): Manifest {
  const file = join(folder, 'manifest.json');
  const stats = lstatSync(file, { throwIfNoEntry: false });
  if (!stats) throw new Refusal(`${folder} is not a Morph backup (no manifest.json).`);
  if (!stats.isFile()) throw new Refusal(`${file} is ${kindOf(stats)}. Nothing was restored.`);
  if (stats.size > MAX_MANIFEST_BYTES) throw new Refusal(`${file} is too large to be a Morph manifest.`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Refusal(`${file} is not valid JSON. Nothing was restored.`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`)
      .join('; ');
    throw new Refusal(`${file} is not a Morph manifest (${problems}). Nothing was restored.`);
  }
  return parsed.data;
}

/**
 * Checks a whole backup folder before anything is restored: only regular files, a valid manifest, its database
 * file present, and an uploads folder when the manifest says there is one. Returns the manifest.
 */
export function checkBackupFolder(folder: string): Manifest {
  const manifest = readManifest(folder);
  const files = new Set(regularFilesUnder(folder));
  if (!files.has(manifest.database))
    throw new Refusal(`${join(folder, manifest.database)} is missing. Nothing was restored.`);
  if (manifest.uploads && !lstatSync(join(folder, 'uploads'), { throwIfNoEntry: false })?.isDirectory())
    throw new Refusal(`${join(folder, 'uploads')} is missing. Nothing was restored.`);
  return manifest;
}

/**
 * Copies the regular files and folders of `from` into `to` (folders 0700, files 0600), never following a link:
 * a link, device or FIFO found on the way is refused. `to` is created.
 */
export function copyRegularTree(from: string, to: string): void {
  const copy = (src: string, dst: string) => {
    mkdirSync(dst, { recursive: true, mode: DIR_MODE });
    chmodSync(dst, DIR_MODE);
    for (const name of readdirSync(src)) {
      const source = join(src, name);
      const target = join(dst, name);
      const stats = lstatSync(source);
      if (stats.isDirectory()) copy(source, target);
      else if (stats.isFile()) {
        // COPYFILE_EXCL: never write through something already at the target.
        copyFileSync(source, target, constants.COPYFILE_EXCL);
        chmodSync(target, FILE_MODE);
      } else throw new Refusal(`${source} is ${kindOf(stats)}: only regular files are copied.`);
    }
  };
  copy(from, to);
}
