import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'id,unit\r\n1,"cup, chopped"\n2,"medium (2-1/2"" dia)"\n3,"two\nlines"\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'unit'],
      ['1', 'cup, chopped'],
      ['2', 'medium (2-1/2" dia)'],
      ['3', 'two\nlines'],
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\n1,,')).toEqual([
      ['a', '', 'c'],
      ['1', '', ''],
    ]);
  });
});

describe('csvRecords', () => {
  it('keys each row by the header and skips blank lines', () => {
    expect(csvRecords('fdc_id,description\n170000,"Onions, raw"\n\n')).toEqual([
      { fdc_id: '170000', description: 'Onions, raw' },
    ]);
  });
});
