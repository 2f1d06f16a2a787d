import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import type { MigrationMark } from './schema-migrations';

/**
 * A backup is one gzip'd file of JSON lines (docs/decisions/013-backups-and-metrics.md):
 *   1. the header: what it is, from which database, at which migration, when, and each table's row count;
 *   2. one line per row, `{"t":table,"r":row}`, tables in foreign-key order (a row's parents come first);
 *   3. (version 2) one line per uploaded image file under DATA_DIR, `{"f":"images/<id>/<file>","b":base64}`;
 *   4. the trailer: the counts again (and the number of files) and the SHA-256 of every byte before it.
 * A file without its trailer (cut short by a full disk, a crash, a copy interrupted) is refused as a whole.
 */
export const BACKUP_FORMAT = 'ai-income-academy-backup';
export const BACKUP_VERSION = 2;
/** Version 1 (before image files) reads the same, without file lines. */
export const READABLE_BACKUP_VERSIONS = [1, 2];

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The database it was taken from; a backup restores into either kind. */
  kind: 'pglite' | 'postgres';
  migration: MigrationMark;
  createdAt: string;
  tables: { name: string; rows: number }[];
}

export interface BackupTrailer {
  end: typeof BACKUP_FORMAT;
  rows: Record<string, number>;
  /** Image files carried (version 2). */
  files?: number;
  sha256: string;
}

/** An image file (version 2): its name under DATA_DIR and its bytes in base64. */
export interface BackupFile {
  f: string;
  b: string;
}

export interface BackupRow {
  t: string;
  r: Record<string, unknown>;
}

/** A backup that cannot be used: the message says why, in words for the person running the command. */
export class BackupFileError extends Error {
  override readonly name = 'BackupFileError';
}

/**
 * The file's lines, decompressed, each with whether it ended with a newline (the last one of a cut file
 * does not). Throws BackupFileError when the file is not gzip or its compressed data ends early.
 */
export async function* backupLines(file: string): AsyncGenerator<{ line: string; complete: boolean }> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer);
      let newline: number;
      while ((newline = rest.indexOf('\n')) !== -1) {
        yield { line: rest.slice(0, newline), complete: true };
        rest = rest.slice(newline + 1);
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`${file} does not exist`);
    if (code === 'Z_BUF_ERROR') throw new BackupFileError(`${file} is incomplete: its compressed data ends early (a cut or partial copy)`);
    if (code === 'Z_DATA_ERROR') throw new BackupFileError(`${file} is not a backup of this site (not gzip data, or damaged)`);
    throw error;
  } finally {
    source.destroy();
  }
  rest += decoder.end();
  if (rest !== '') yield { line: rest, complete: false };
}
