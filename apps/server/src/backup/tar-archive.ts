/**
 * The few parts of the tar format (POSIX ustar, with pax records for long or non-ASCII paths) a backup
 * needs: regular files only. Any `tar` reads the result (`tar -tzvf backup.tar.gz`).
 */

const BLOCK = 512;
/** The largest size an ustar header's 11 octal digits hold (8 GiB - 1); bigger sizes go in a pax record. */
const MAX_USTAR_SIZE = 0o77777777777;
/** A pax header is a few paths long at most; anything bigger is not an archive this code wrote. */
const MAX_PAX_SIZE = 1024 * 1024;

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

export interface TarFile {
  path: string;
  size: number;
  /** The file's bytes, exactly `size` of them. */
  content: () => AsyncIterable<Uint8Array>;
}

/** The archive's bytes (uncompressed), entry by entry, then the two zero blocks that end it. */
export async function* tarStream(files: AsyncIterable<TarFile> | Iterable<TarFile>): AsyncGenerator<Buffer> {
  const mtime = Math.floor(Date.now() / 1000);
  for await (const file of files) {
    yield fileHeader(file.path, file.size, mtime);
    let written = 0;
    for await (const chunk of file.content()) {
      written += chunk.length;
      if (written > file.size) break;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (written !== file.size) {
      throw new TarFormatError(`${file.path} changed size while it was being archived`);
    }
    yield zeros(padding(file.size));
  }
  yield zeros(2 * BLOCK);
}

function fileHeader(path: string, size: number, mtime: number): Buffer {
  const plain = Buffer.byteLength(path) <= 100 && /^[\x20-\x7e]+$/.test(path);
  const bigSize = size > MAX_USTAR_SIZE;
  if (plain && !bigSize) return headerBlock(path, size, '0', mtime);
  const records = Buffer.from(
    paxRecord('path', path) + (bigSize ? paxRecord('size', String(size)) : ''),
    'utf8',
  );
  const fallbackName = path.replace(/[^\x20-\x7e]/g, '_').slice(-100);
  return Buffer.concat([
    headerBlock('PaxHeader', records.length, 'x', mtime),
    records,
    zeros(padding(records.length)),
    headerBlock(fallbackName, bigSize ? 0 : size, '0', mtime),
  ]);
}

/** `"<length> key=value\n"`, where the length counts its own digits too. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength + String(bodyLength).length;
  if (String(length).length + bodyLength !== length) length += 1;
  return `${length}${body}`;
}

function headerBlock(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, mtime);
  block.write(type, 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  // The checksum is computed with its own field read as eight spaces.
  block.fill(0x20, 148, 156);
  writeOctal(block, 148, 7, checksum(block));
  return block;
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'ascii');
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  return sum;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;
const zeros = (length: number) => Buffer.alloc(length);

/** Where one entry's bytes go while the archive is read. */
export interface TarSink {
  write: (chunk: Buffer) => void | Promise<void>;
  end: () => void | Promise<void>;
}

type ReadState =
  | { kind: 'header' }
  | { kind: 'data'; remaining: number; sink: TarSink; pad: number }
  | { kind: 'padding'; remaining: number }
  | { kind: 'end' };

/**
 * Reads an (uncompressed) archive, handing each regular file to the sink `onFile` answers. Fails with a
 * TarFormatError on a damaged header, an entry type a backup never holds, or an archive that ends early.
 */
export async function readTar(
  chunks: AsyncIterable<Buffer>,
  onFile: (entry: { path: string; size: number }) => Promise<TarSink>,
): Promise<void> {
  let state: ReadState = { kind: 'header' };
  let header = Buffer.alloc(0);
  let pax: Record<string, string> = {};
  let zeroBlocks = 0;

  const startEntry = async (block: Buffer): Promise<ReadState> => {
    if (block.every((byte) => byte === 0)) {
      zeroBlocks += 1;
      return zeroBlocks === 2 ? { kind: 'end' } : { kind: 'header' };
    }
    zeroBlocks = 0;
    if (readOctal(block, 148, 8) !== checksum(block)) throw new TarFormatError('a header is damaged');
    const type = String.fromCharCode(block[156] ?? 0);
    const headerSize = readOctal(block, 124, 12);
    const size = pax.size === undefined ? headerSize : Number(pax.size);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('an entry has an invalid size');
    const pad = padding(size);
    if (type === 'x' || type === 'g') {
      if (size > MAX_PAX_SIZE) throw new TarFormatError('an extended header is too large');
      const parts: Buffer[] = [];
      const global = type === 'g';
      const sink: TarSink = {
        write: (chunk) => {
          parts.push(Buffer.from(chunk));
        },
        end: () => {
          // Global records apply to the whole archive; a backup never relies on them.
          if (!global) pax = parsePax(Buffer.concat(parts));
        },
      };
      return size === 0 ? { kind: 'header' } : { kind: 'data', remaining: size, sink, pad };
    }
    const path = pax.path ?? ustarPath(block);
    pax = {};
    if (type === '5') return { kind: 'header' };
    if (type !== '0' && type !== '\u0000') {
      throw new TarFormatError(`${path} is not a regular file (tar type ${JSON.stringify(type)})`);
    }
    const sink = await onFile({ path, size });
    if (size === 0) {
      await sink.end();
      return { kind: 'header' };
    }
    return { kind: 'data', remaining: size, sink, pad };
  };

  for await (const chunk of chunks) {
    let offset = 0;
    while (offset < chunk.length && state.kind !== 'end') {
      if (state.kind === 'header') {
        const take = Math.min(BLOCK - header.length, chunk.length - offset);
        header = Buffer.concat([header, chunk.subarray(offset, offset + take)]);
        offset += take;
        if (header.length === BLOCK) {
          state = await startEntry(header);
          header = Buffer.alloc(0);
        }
      } else if (state.kind === 'data') {
        const take = Math.min(state.remaining, chunk.length - offset);
        await state.sink.write(chunk.subarray(offset, offset + take));
        offset += take;
        state.remaining -= take;
        if (state.remaining === 0) {
          await state.sink.end();
          state = state.pad > 0 ? { kind: 'padding', remaining: state.pad } : { kind: 'header' };
        }
      } else {
        const take = Math.min(state.remaining, chunk.length - offset);
        offset += take;
        state.remaining -= take;
        if (state.remaining === 0) state = { kind: 'header' };
      }
    }
  }
  if (state.kind !== 'end') throw new TarFormatError('the archive ends early');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block
    .subarray(offset, offset + length)
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('a header is damaged');
  return Number.parseInt(text, 8);
}

function ustarPath(block: Buffer): string {
  const field = (offset: number, length: number) => {
    const bytes = block.subarray(offset, offset + length);
    const end = bytes.indexOf(0);
    return bytes.subarray(0, end < 0 ? length : end).toString('utf8');
  };
  const name = field(0, 100);
  const prefix = block.toString('ascii', 257, 262) === 'ustar' ? field(345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    const length = Number(data.toString('ascii', offset, space));
    if (space < 0 || !Number.isInteger(length) || length <= 0 || offset + length > data.length) {
      throw new TarFormatError('an extended header is damaged');
    }
    const record = data.toString('utf8', space + 1, offset + length - 1);
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    offset += length;
  }
  return records;
}
