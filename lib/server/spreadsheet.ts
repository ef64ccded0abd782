// Spreadsheet builders for report exports: CSV (RFC 4180, every text cell quoted, UTF-8 BOM, formula-injection guard) and XLSX (exceljs).
import 'server-only';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sharedLimiter } from './concurrency';

export interface SpreadsheetColumn {
  key: string;
  header: string;
  /** Column width in characters (XLSX). */
  width?: number;
  /** Excel number format for numeric cells (XLSX). */
  numFmt?: string;
}

export type SpreadsheetRow = Record<string, unknown>;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Report exports running at once per instance, waiting at most, and how long one may wait for its turn. */
const EXPORT_LIMITS = { concurrency: 2, maxQueue: 8, maxWaitMs: 60_000 };

export const exportLimiter = sharedLimiter('export', {
  ...EXPORT_LIMITS,
  busy: { message: 'Server sedang menyiapkan banyak ekspor, silakan coba lagi sebentar lagi', retryAfterSeconds: 10 },
});

/** Reports show wall-clock time in Asia/Jakarta (UTC+7, no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta. */
export function formatCsvDate(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Characters that make a spreadsheet program read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text cells starting with a formula character get a leading apostrophe so they stay text. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatCsvDate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return neutralizeFormula(text);
}

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One data cell. Every text cell is quoted (RFC 4180, quotes doubled), not only those holding a comma: Excel in the
 * Indonesian locale separates on ';', and an unquoted `=HYPERLINK("http://x";"y")` would split there and come alive
 * as a formula. Numbers, booleans and dates stay bare so spreadsheets still read them as values.
 */
export function csvField(value: unknown): string {
  const text = csvText(value);
  const isText = typeof value === 'string' || (value !== null && typeof value === 'object' && !(value instanceof Date));
  return isText || /[",;\r\n]/.test(text) ? quote(text) : text;
}

/** A header cell: our own constant text, quoted only when it must be (RFC 4180). */
function csvHeader(header: string): string {
  return /[",;\r\n]/.test(header) ? quote(header) : header;
}

/** The whole CSV document: UTF-8 BOM (so Excel reads the encoding), a header row, CRLF line endings. */
export function buildCsv(columns: readonly SpreadsheetColumn[], rows: readonly SpreadsheetRow[]): string {
  const lines = [columns.map((c) => csvHeader(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c.key])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function xlsxValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  // Excel dates carry no time zone: shift so the sheet shows Jakarta wall-clock time.
  if (value instanceof Date) return new Date(value.getTime() + JAKARTA_OFFSET_MS);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * An .xlsx workbook with one sheet: bold frozen header row, column widths, date and number formats, autofilter.
 * Written row by row (exceljs' streaming writer, no shared-string table): the workbook is never held as an object
 * model, only the zip it becomes (a 50,000-row export took about 500 MB of heap with the in-memory workbook).
 */
export async function buildXlsx(
  columns: readonly SpreadsheetColumn[],
  rows: readonly SpreadsheetRow[],
  options: { sheetName: string; creator?: string },
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = options.creator ?? 'Kuliner Tasikmalaya';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } };
  header.commit();
  for (const row of rows) {
    const added = sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, xlsxValue(row[c.key])])));
    columns.forEach((c, i) => {
      const cell = added.getCell(i + 1);
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm';
      else if (c.numFmt && typeof cell.value === 'number') cell.numFmt = c.numFmt;
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
