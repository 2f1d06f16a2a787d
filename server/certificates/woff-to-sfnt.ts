import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 file unwrapped into the TrueType/OpenType (sfnt) file it carries (https://www.w3.org/TR/WOFF/):
 * each table inflated once, with node's zlib. fontkit reads WOFF too, but inflates a table (in JavaScript) every
 * time it reads from it: for the glyph table, once per glyph drawn or embedded, which made an invoice PDF cost
 * ~140 ms of the server's one thread instead of ~10 (docs/performance.md, issue 25).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directory = Buffer.alloc(12 + 16 * numTables);
  directory.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF outlines
  directory.writeUInt16BE(numTables, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(numTables * 16 - searchRange, 10);
  const tables: Buffer[] = [];
  let offset = directory.length;
  for (let i = 0; i < numTables; i++) {
    // WOFF's entry: tag, offset, compressed length, original length, checksum (20 bytes); the sfnt's: tag, checksum,
    // offset, length (16 bytes), in the same (tag) order.
    const entry = 44 + i * 20;
    const [tag, at, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(entry + field)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const stored = woff.subarray(at, at + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${i} inflates to ${data.length} bytes, not ${origLength}`);
    const record = 12 + i * 16;
    directory.writeUInt32BE(tag, record);
    directory.writeUInt32BE(checksum, record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(origLength, record + 12);
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([directory, ...tables]);
}
