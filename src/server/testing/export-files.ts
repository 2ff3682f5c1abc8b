// Reading back the files the exports write: CSV split the way Excel does in France (semicolons,
// BOM checked), .xlsx through exceljs. No set-up on import.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { Agent, TestApp } from '#server/testing/harness';

const BOM = [0xef, 0xbb, 0xbf];

/** The rows of a CSV body, after checking its BOM; the header row first. */
export function readCsv(bytes: Uint8Array): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  const text = new TextDecoder().decode(bytes.slice(3));
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The cells of the first sheet of an .xlsx body; the header row first. */
export async function readXlsx(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** Downloads an export as `agent`: its status, headers and bytes. */
export async function download(app: TestApp['app'], agent: Agent, path: string) {
  const response = await app.request(path, {
    headers: { cookie: agent.cookie, 'x-forwarded-for': '203.0.113.9' },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
