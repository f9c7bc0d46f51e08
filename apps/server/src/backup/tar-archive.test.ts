import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, type TarFile, TarFormatError, tarStream } from './tar-archive.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'larder-tar-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const longPath = `uploads/recipe-images/bug-reports/${'u'.repeat(32)}/1773057600000-${'a'.repeat(80)}.png`;
const files: Record<string, Buffer> = {
  'manifest.json': Buffer.from('{"format":"larder-backup"}'),
  'database/public.empty.ndjson': Buffer.alloc(0),
  'database/exactly-one-block.bin': Buffer.alloc(512, 7),
  [longPath]: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  'uploads/crème-brûlée.txt': Buffer.from('caramel\n'),
};

function asTarFiles(entries: Record<string, Buffer>): TarFile[] {
  return Object.entries(entries).map(([name, bytes]) => ({
    path: name,
    size: bytes.length,
    content: async function* () {
      // Several chunks, so entries are streamed rather than handed over whole.
      for (let i = 0; i < bytes.length; i += 100) yield bytes.subarray(i, i + 100);
    },
  }));
}

async function archive(entries: TarFile[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of tarStream(entries)) parts.push(part);
  return Buffer.concat(parts);
}

async function read(bytes: Buffer, chunkSize = 333): Promise<Record<string, Buffer>> {
  const found: Record<string, Buffer> = {};
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  await readTar(chunks(), async ({ path: name, size }) => {
    const parts: Buffer[] = [];
    return {
      write: (chunk) => {
        parts.push(Buffer.from(chunk));
      },
      end: () => {
        found[name] = Buffer.concat(parts);
        expect(found[name]?.length).toBe(size);
      },
    };
  });
  return found;
}

describe('tar archives', () => {
  it('reads back every file it wrote, byte for byte, with long and non-ASCII names', async () => {
    const bytes = await archive(asTarFiles(files));
    expect(bytes.length % 512).toBe(0);
    expect(await read(bytes)).toEqual(files);
    expect(await read(bytes, 512)).toEqual(files);
  });

  it('is an archive the system tar lists and extracts', async () => {
    const file = path.join(folder, 'listed.tar.gz');
    writeFileSync(file, gzipSync(await archive(asTarFiles(files))));
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.sort()).toEqual(Object.keys(files).sort());
    const extracted = execFileSync('tar', ['-xzOf', file, longPath]);
    expect(extracted).toEqual(files[longPath]);
  });

  it('refuses an archive that ends early, a damaged header, and a file that changed size', async () => {
    const bytes = await archive(asTarFiles(files));
    await expect(read(bytes.subarray(0, 1500))).rejects.toThrow('the archive ends early');
    const damaged = Buffer.from(bytes);
    damaged[10] = 0x41;
    await expect(read(damaged)).rejects.toThrow(TarFormatError);
    const shrunk: TarFile = { path: 'a', size: 10, content: async function* () {} };
    await expect(archive([shrunk])).rejects.toThrow('a changed size while it was being archived');
  });
});
