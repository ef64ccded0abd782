import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCsv, buildXlsx, csvField, formatCsvDate, neutralizeFormula } from './spreadsheet';

const columns = [
  { key: 'name', header: 'Nama' },
  { key: 'price', header: 'Harga' },
  { key: 'createdAt', header: 'Dibuat' },
];

describe('csv', () => {
  it('quotes every text cell, doubling quotes inside (RFC 4180); numbers stay bare', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line1\nline2')).toBe('"line1\nline2"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('neutralizes formula injection in text cells only', () => {
    for (const bad of ['=1+1', '+62812', '-2', '@SUM(A1)', '\tx']) expect(neutralizeFormula(bad)).toBe(`'${bad}`);
    expect(neutralizeFormula('Nasi =')).toBe('Nasi =');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField(-5)).toBe('-5');
  });

  it("keeps a ';'-separated formula one quoted text cell, so Excel's Indonesian locale cannot split it into a live formula", () => {
    expect(csvField('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    expect(csvField('Nasi;=HYPERLINK("http://x";"y")')).toBe('"Nasi;=HYPERLINK(""http://x"";""y"")"');
    const csv = buildCsv([{ key: 'name', header: 'Nama' }], [{ name: '=HYPERLINK("http://x";"y")' }]);
    // Every data line is one quoted field: no ';' outside quotes.
    for (const line of csv.slice(1).trim().split('\r\n').slice(1)) expect(line).toMatch(/^"(?:[^"]|"")*"$/);
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = buildCsv(columns, [{ name: 'Nasi Tutug', price: 15000, createdAt: new Date('2025-01-31T17:30:00Z') }]);
    expect(csv.startsWith('\uFEFFNama,Harga,Dibuat\r\n')).toBe(true);
    expect(csv).toContain('"Nasi Tutug",15000,2025-02-01 00:30:00\r\n');
  });

  it('formats dates in Asia/Jakarta', () => {
    expect(formatCsvDate(new Date('2025-01-01T00:00:00Z'))).toBe('2025-01-01 07:00:00');
  });
});

describe('xlsx', () => {
  it('builds a workbook that exceljs reads back', async () => {
    const buffer = await buildXlsx(
      columns,
      [
        { name: '=cmd', price: 20000, createdAt: new Date('2025-01-01T00:00:00Z') },
        { name: 'Es Goyobod', price: 8000, createdAt: null },
      ],
      { sheetName: 'Menu' },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Menu')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nama', 'Harga', 'Dibuat']);
    // Text stays text (never a formula) in XLSX.
    expect(sheet.getCell('A2').value).toBe('=cmd');
    expect(sheet.getCell('B2').value).toBe(20000);
    expect(sheet.getCell('C2').value).toBeInstanceOf(Date);
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm');
    // The header: bold, frozen, filterable.
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBeGreaterThan(0);
  });
});
