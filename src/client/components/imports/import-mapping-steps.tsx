import { useId } from 'react';
import { Select } from '#client/components/ui/input';
import { Table, TBody, TH, THead, TR } from '#client/components/ui/table';
import { cn } from '#client/lib/cn';
import { type PreviewRow, type UploadResult } from '#client/components/imports/api';
import {
  fieldLabel,
  fieldsOf,
  type ColumnMapping,
  type ImportField,
  type ImportKind,
} from '#shared/domain/imports';
import { importsScreen } from '#shared/i18n/fr-imports';

// Steps 2 and 3 of the import dialog: each column mapped to a field, then the first rows with their errors.

const t = importsScreen;

export function ColumnsStep({
  kind,
  upload,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  upload: UploadResult;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const baseId = useId();
  const fields = fieldsOf(kind);
  return (
    <div className="space-y-3">
      <p className="text-sm" aria-live="polite">
        {t.fileRead(upload.job.fileName, upload.job.totalRows)}
      </p>
      <p className="text-sm text-muted">{t.columnsIntro}</p>
      <Table aria-label={t.steps[1]}>
        <THead>
          <tr>
            <TH>{t.columnHeader}</TH>
            <TH>{t.sampleHeader}</TH>
            <TH id={`${baseId}-field`}>{t.fieldHeader}</TH>
          </tr>
        </THead>
        <TBody>
          {upload.job.headers.map((header, column) => (
            <TR key={column}>
              <td id={`${baseId}-${column}`} className="px-4 py-2 font-medium">
                {header}
              </td>
              <td className="max-w-48 truncate px-4 py-2 text-muted">{upload.samples[column]}</td>
              <td className="px-4 py-2">
                <Select
                  aria-label={t.fieldFor(header)}
                  value={mapping[column] ?? ''}
                  onChange={(event) => {
                    const next = [...mapping];
                    next[column] = (event.target.value || null) as ImportField | null;
                    onChange(next);
                  }}
                >
                  <option value="">{t.ignoreColumn}</option>
                  {fields.map((field) => (
                    <option key={field} value={field}>
                      {fieldLabel(field)}
                    </option>
                  ))}
                </Select>
              </td>
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}

export function PreviewStep({
  headers,
  mapping,
  rows,
}: {
  headers: string[];
  mapping: ColumnMapping;
  rows: PreviewRow[];
}) {
  const columns = mapping.flatMap((field, column) => (field ? [{ field, column }] : []));
  const errorCount = rows.filter(
    (row) => row.rowErrors.length > 0 || Object.keys(row.cellErrors).length > 0,
  ).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t.previewIntro(rows.length)}</p>
      <p className="text-sm font-medium" aria-live="polite">
        {t.previewErrors(errorCount)}
      </p>
      <Table aria-label={t.steps[2]}>
        <THead>
          <tr>
            <TH>{t.lineHeader}</TH>
            {columns.map(({ field, column }) => (
              <TH key={column}>
                {headers[column]}
                <span className="block font-normal normal-case">{fieldLabel(field)}</span>
              </TH>
            ))}
          </tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <TR key={row.line} data-invalid={row.rowErrors.length > 0 || undefined}>
              <th scope="row" className="px-4 py-2 text-left font-medium tabular-nums">
                {row.line}
                {row.rowErrors.map((message) => (
                  <span key={message} className="block text-xs font-normal text-danger">
                    {t.cellError(message)}
                  </span>
                ))}
              </th>
              {columns.map(({ column }) => {
                const message = row.cellErrors[column];
                return (
                  <td
                    key={column}
                    data-invalid={message ? true : undefined}
                    className={cn(
                      'px-4 py-2 align-top',
                      message &&
                        'bg-danger-soft outline outline-1 -outline-offset-1 outline-danger',
                    )}
                  >
                    <span className="block">{row.cells[column]}</span>
                    {message && (
                      <span className="block text-xs text-danger">{t.cellError(message)}</span>
                    )}
                  </td>
                );
              })}
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
