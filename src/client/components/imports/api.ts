import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '#client/lib/api';
import type { ColumnMapping, DuplicateRule, ImportKind } from '#shared/domain/imports';

// The importer's API (issue 19; readings, issue 30): the file goes as the body of
// /api/import-files/{kind}, the steps and the job under /api/imports/{kind}.
const routesOf = (kind: ImportKind) => api.imports[kind] as typeof api.imports.clients;

/** The queries an import's records show in, refreshed when it ends (readings: the deals'). */
export const refreshedKeyOf: Record<ImportKind, string> = {
  clients: 'clients',
  influencers: 'influencers',
  readings: 'collaborations',
};

export type ImportJob = InferResponseType<(typeof api.imports.clients)[':id']['$get'], 200>;
export type UploadResult = {
  job: ImportJob;
  samples: string[];
  mapping: ColumnMapping;
};
export type PreviewRow = {
  line: number;
  cells: string[];
  cellErrors: Record<number, string>;
  rowErrors: string[];
};
export type ImportSummary = {
  create: number;
  update: number;
  skip: number;
  error: number;
  records: number;
};

export const importKeys = {
  current: (kind: ImportKind) => ['imports', kind, 'current'] as const,
  job: (kind: ImportKind, id: string) => ['imports', kind, id] as const,
};

export const currentImportQuery = (kind: ImportKind) =>
  queryOptions({
    queryKey: importKeys.current(kind),
    queryFn: () => unwrap(routesOf(kind).current.$get()),
    staleTime: 0,
  });

/** The job while it runs: read again every half second until it has ended. */
export const importJobQuery = (kind: ImportKind, id: string) =>
  queryOptions({
    queryKey: importKeys.job(kind, id),
    queryFn: () => unwrap(routesOf(kind)[':id'].$get({ param: { id } })),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });

/** The file itself, as the request's body (not JSON: up to 20 MB). */
export const uploadImportFile = (kind: ImportKind, file: File) =>
  unwrap<UploadResult>(
    fetch(`/api/import-files/${kind}?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    }),
  );

export const previewImport = (kind: ImportKind, id: string, mapping: ColumnMapping) =>
  unwrap(routesOf(kind)[':id'].preview.$post({ param: { id }, json: { mapping } })) as Promise<{
    rows: PreviewRow[];
  }>;

export const summarizeImport = (
  kind: ImportKind,
  id: string,
  mapping: ColumnMapping,
  rule: DuplicateRule,
) =>
  unwrap(
    routesOf(kind)[':id'].summary.$post({ param: { id }, json: { mapping, rule } }),
  ) as Promise<ImportSummary>;

export const startImport = (
  kind: ImportKind,
  id: string,
  mapping: ColumnMapping,
  rule: DuplicateRule,
) => unwrap(routesOf(kind)[':id'].start.$post({ param: { id }, json: { mapping, rule } }));

export const dismissImport = (kind: ImportKind, id: string) =>
  unwrap(routesOf(kind)[':id'].dismiss.$post({ param: { id } }));

export const reportUrl = (kind: ImportKind, id: string) => `/api/imports/${kind}/${id}/report`;
