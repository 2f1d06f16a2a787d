import { createHash } from 'node:crypto';
import { BACKUP_FILE_PATTERN } from '../images/image-backup-files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  backupLines,
  READABLE_BACKUP_VERSIONS,
  type BackupFile,
  type BackupHeader,
  type BackupRow,
  type BackupTrailer,
} from './backup-format';

export interface VerifiedBackup {
  header: BackupHeader;
  rows: number;
  /** Image files carried (none before version 2). */
  files: number;
}

const NOT_OURS = 'is not a backup made by `npm run backup`';

/**
 * Reads the whole file and checks it is a complete backup of this site before anything is changed: its
 * header, every row line, the trailer's counts and checksum. Throws BackupFileError saying what is wrong.
 */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  const counts = new Map<string, number>();
  let tableIndex = 0;
  let lineNumber = 0;
  let files = 0;
  for await (const { line, complete } of backupLines(file)) {
    lineNumber += 1;
    if (trailer) throw new BackupFileError(`${file} has data after its closing line (line ${lineNumber}): damaged`);
    if (!complete) throw new BackupFileError(`${file} is incomplete: it ends in the middle of line ${lineNumber} (a cut or partial copy)`);
    const value = parseLine(file, line, lineNumber, header === undefined);
    if (!header) {
      header = checkHeader(file, value);
      hash.update(`${line}\n`);
      continue;
    }
    if (isTrailer(value)) {
      trailer = value;
      continue;
    }
    const entry = value as Partial<BackupFile>;
    if (header.version >= 2 && typeof entry.f === 'string') {
      // After every row; a name that could leave DATA_DIR/images is no file of ours.
      if (!BACKUP_FILE_PATTERN.test(entry.f) || typeof entry.b !== 'string') {
        throw new BackupFileError(`${file} line ${lineNumber} is not an image file of a backup: damaged`);
      }
      files += 1;
      tableIndex = header.tables.length;
      hash.update(`${line}\n`);
      continue;
    }
    const row = value as Partial<BackupRow>;
    if (typeof row.t !== 'string' || typeof row.r !== 'object' || row.r === null) {
      throw new BackupFileError(`${file} line ${lineNumber} is not a row of a backup: damaged`);
    }
    // Rows come table by table, in the header's order.
    while (header.tables[tableIndex] && header.tables[tableIndex]!.name !== row.t) tableIndex += 1;
    if (!header.tables[tableIndex])
      throw new BackupFileError(`${file} line ${lineNumber} holds a row of table ${row.t}, out of order or not in its header: damaged`);
    counts.set(row.t, (counts.get(row.t) ?? 0) + 1);
    hash.update(`${line}\n`);
  }
  if (!header) throw new BackupFileError(`${file} is empty`);
  if (!trailer) {
    throw new BackupFileError(
      `${file} is incomplete: it ends after ${lineNumber} lines without its closing line (a cut or partial copy, or a backup still being written)`,
    );
  }
  if (trailer.sha256 !== hash.digest('hex')) throw new BackupFileError(`${file} is damaged: its checksum does not match its contents`);
  if ((trailer.files ?? 0) !== files) {
    throw new BackupFileError(`${file} is damaged: it should carry ${trailer.files ?? 0} image files and has ${files}`);
  }
  let rows = 0;
  for (const { name, rows: expected } of header.tables) {
    const found = counts.get(name) ?? 0;
    if (found !== expected || trailer.rows[name] !== expected) {
      throw new BackupFileError(`${file} is damaged: table ${name} should have ${expected} rows and has ${found}`);
    }
    rows += found;
  }
  return { header, rows, files };
}

function parseLine(file: string, line: string, lineNumber: number, first: boolean): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupFileError(
      first ? `${file} ${NOT_OURS} (its first line is not a backup header)` : `${file} line ${lineNumber} is not JSON: damaged`,
    );
  }
}

function checkHeader(file: string, value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (!header || typeof header !== 'object' || header.format !== BACKUP_FORMAT)
    throw new BackupFileError(`${file} ${NOT_OURS} (it does not start with this site's backup header)`);
  if (!READABLE_BACKUP_VERSIONS.includes(header.version as number)) {
    throw new BackupFileError(
      `${file} is a backup in format version ${String(header.version)}; this version of the site reads versions up to ${BACKUP_VERSION}`,
    );
  }
  const valid =
    (header.kind === 'pglite' || header.kind === 'postgres') &&
    typeof header.createdAt === 'string' &&
    typeof header.migration?.when === 'number' &&
    Array.isArray(header.tables) &&
    header.tables.every((t) => typeof t?.name === 'string' && Number.isInteger(t.rows));
  if (!valid) throw new BackupFileError(`${file} has a damaged header`);
  return header as BackupHeader;
}

function isTrailer(value: unknown): value is BackupTrailer {
  const trailer = value as Partial<BackupTrailer> | null;
  return Boolean(trailer) && trailer!.end === BACKUP_FORMAT && typeof trailer!.sha256 === 'string' && typeof trailer!.rows === 'object';
}
