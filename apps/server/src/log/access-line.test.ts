import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { writeAccessLine } from './access-line.ts';

function capturing(level = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}
const withoutTime = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');

describe('writeAccessLine', () => {
  it("writes the very line pino's info would, bindings and all", () => {
    const { logger, lines } = capturing();
    const log = logger.child({ reqId: 'req-123456' });
    const fields = { method: 'GET', path: '/api/pantry/"odd"\\path\u2028', status: 200, ms: 3 };
    log.info(fields, 'request');
    writeAccessLine(log, fields);
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[1])).toBe(withoutTime(lines[0]));
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      level: 30,
      service: 'larder',
      reqId: 'req-123456',
      ...fields,
    });
  });

  it('is scrubbed like every other line, and silent below info', () => {
    const { logger, lines } = capturing();
    writeAccessLine(logger.child({ reqId: 'r' }), {
      method: 'GET',
      path: '/api/reset-password/Xq7Lm2Pz9Rt4Wv8Yb3Nc6Kd1',
      status: 200,
      ms: 1,
    });
    expect(lines[0]).not.toContain('Xq7Lm2Pz9Rt4Wv8Yb3Nc6Kd1');
    expect(lines[0]).toContain('/api/reset-password/');
    const quiet = capturing('warn');
    writeAccessLine(quiet.logger.child({ reqId: 'r' }), { method: 'GET', path: '/', status: 200, ms: 1 });
    expect(quiet.lines).toEqual([]);
  });
});
