import { describe, expect, it } from 'vitest';
import { bugReportFolder, bugReportKey, safeFileName } from './safe-file-name.ts';

describe('safeFileName', () => {
  it('keeps ordinary names and puts the sniffed extension on them', () => {
    expect(safeFileName('screenshot.png', 'image/png')).toBe('screenshot.png');
    expect(safeFileName('Photo.JPEG', 'image/jpeg')).toBe('Photo.jpg');
    expect(safeFileName('console-log_2.txt', 'text/plain')).toBe('console-log_2.txt');
  });

  it('replaces a wrong or missing extension', () => {
    expect(safeFileName('evil.exe', 'image/png')).toBe('evil.png');
    expect(safeFileName('notes', 'text/plain')).toBe('notes.txt');
    expect(safeFileName('data.json.exe', 'application/json')).toBe('data.json');
    expect(safeFileName('v1.2 report', 'text/plain')).toBe('v1.2-report.txt');
  });

  it('drops folders, whichever separator they use', () => {
    expect(safeFileName('../../etc/passwd', 'text/plain')).toBe('passwd.txt');
    expect(safeFileName('C:\\Users\\cook\\Desktop\\bug.gif', 'image/gif')).toBe('bug.gif');
    expect(safeFileName('..\\..\\windows\\win.ini', 'text/plain')).toBe('win.txt');
    expect(safeFileName('a/..', 'text/plain')).toBe('attachment.txt');
  });

  it('turns accents into plain letters and everything else into single dashes', () => {
    expect(safeFileName('Crème brûlée.png', 'image/png')).toBe('Creme-brulee.png');
    expect(safeFileName('  what?? <script>alert(1)<script> .json', 'application/json')).toBe(
      'what-script-alert-1-script.json',
    );
    expect(safeFileName('résumé%20final#1.txt', 'text/plain')).toBe('resume-20final-1.txt');
    expect(safeFileName('a....b.txt', 'text/plain')).toBe('a.b.txt');
  });

  it('is never empty and never hidden', () => {
    expect(safeFileName('', 'image/png')).toBe('attachment.png');
    expect(safeFileName('...', 'text/plain')).toBe('attachment.txt');
    expect(safeFileName('日本語.png', 'image/png')).toBe('attachment.png');
    expect(safeFileName('.env', 'text/plain')).toBe('env.txt');
  });

  it('avoids names Windows reserves', () => {
    expect(safeFileName('CON.txt', 'text/plain')).toBe('CON-file.txt');
    expect(safeFileName('lpt1', 'text/plain')).toBe('lpt1-file.txt');
  });

  it('keeps at most 80 characters before the extension', () => {
    const name = safeFileName(`${'a'.repeat(200)}.png`, 'image/png');
    expect(name).toBe(`${'a'.repeat(80)}.png`);
    expect(safeFileName(`${'b'.repeat(79)}-c.png`, 'image/png')).toBe(`${'b'.repeat(79)}.png`);
  });

  it('only ever uses URL- and disk-safe characters', () => {
    for (const name of ['ä/ö\\ü', '%00.png', 'a\u0000b', 'x\r\ny', 'emoji 🍝 pasta', '?#&=+;']) {
      expect(safeFileName(name, 'text/plain')).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.txt$/);
    }
  });
});

describe('bugReportKey', () => {
  const at = new Date('2025-03-04T05:06:07.089Z');

  it('builds bug-reports/{userId}/{timestamp}-{name}', () => {
    expect(bugReportKey('u_1-A', at, '../Screen shot.PNG', 'image/png')).toBe(
      `bug-reports/u_1-A/${at.getTime()}-Screen-shot.png`,
    );
  });

  it('puts every key of a user in their own folder', () => {
    expect(bugReportFolder('u_1-A')).toBe('bug-reports/u_1-A/');
    expect(bugReportKey('u_1-A', at, 'a.png', 'image/png').startsWith(bugReportFolder('u_1-A'))).toBe(true);
  });

  it('refuses user ids that could change the folder', () => {
    for (const userId of ['', '..', 'a/b', 'a\\b', 'a.b', 'ü']) {
      expect(() => bugReportKey(userId, at, 'a.png', 'image/png')).toThrow(/user id/);
      expect(() => bugReportFolder(userId)).toThrow(/user id/);
    }
    expect(() => bugReportKey('u1', new Date(Number.NaN), 'a.png', 'image/png')).toThrow(/date/);
  });
});
