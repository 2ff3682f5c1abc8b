import { buffer } from 'node:stream/consumers';
import { Hono } from 'hono';
import { create as contentDisposition } from 'content-disposition';
import type { AppEnv } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { idParam, queryParams } from '#server/lib/validate';
import { getCampaignReport } from '#server/features/collaborations/report/report-service';
import { readReportPreviews } from '#server/features/collaborations/report/report-rows';
import { renderReportPdf } from '#server/features/collaborations/report-exports/report-pdf';
import { renderReportXlsx } from '#server/features/collaborations/report-exports/report-xlsx';
import { getReportFileName } from '#server/features/collaborations/report-exports/report-figures';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { today } from '#shared/domain/dates';
import {
  reportDownloadQuerySchema,
  type CampaignReport,
  type ReportDownloadQuery,
} from '#shared/schemas/report';

// Issue 30, decision 0057: the campaign report's downloads, made on the server from the same
// report the 'Rapport' tab reads, in the brand's view: they are what the agency sends the brand,
// so never the creators' costs nor the margin; the budget only with `?budget=1`.

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** pdfmake draws JPEG and PNG only; a picture past this size is left out of the PDF. */
const PDF_IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const MAX_PDF_IMAGE_BYTES = 8 * 1024 * 1024;

/** The pictures of the three best publications, read from the file store. */
async function readTopImages(reader: TenantReader, storage: FileStorage, report: CampaignReport) {
  const previews = await readReportPreviews(reader, report.collaborationId);
  const images = new Map<string, { mimeType: string; bytes: Uint8Array }>();
  for (const deliverableId of report.top) {
    const preview = previews.get(deliverableId);
    if (!preview || !PDF_IMAGE_TYPES.has(preview.mimeType)) continue;
    if (preview.sizeBytes > MAX_PDF_IMAGE_BYTES) continue;
    const stream = await storage.read(preview.storageKey);
    if (!stream) continue;
    images.set(preview.fileId, { mimeType: preview.mimeType, bytes: await buffer(stream) });
  }
  return images;
}

const download = (report: CampaignReport, format: keyof typeof CONTENT_TYPES) => ({
  'Content-Type': CONTENT_TYPES[format],
  'Content-Disposition': contentDisposition(getReportFileName(report, format)),
  'Cache-Control': 'no-store',
});

const brandView = (query: ReportDownloadQuery) =>
  ({ kind: 'shared', showBudget: query.budget === '1' }) as const;

export const reportExportRoutes = new Hono<AppEnv>()
  .get('/:id/report.pdf', idParam(), queryParams(reportDownloadQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const report = await getCampaignReport(c.var.ctx, id, brandView(c.req.valid('query')));
    const previews = await readTopImages(c.var.ctx, c.var.deps.storage, report);
    const pdf = await renderReportPdf(report, { generatedOn: today(), previews });
    return c.body(new Uint8Array(pdf), 200, download(report, 'pdf'));
  })
  .get('/:id/report.xlsx', idParam(), queryParams(reportDownloadQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const report = await getCampaignReport(c.var.ctx, id, brandView(c.req.valid('query')));
    const xlsx = await renderReportXlsx(report);
    return c.body(new Uint8Array(xlsx), 200, download(report, 'xlsx'));
  });
