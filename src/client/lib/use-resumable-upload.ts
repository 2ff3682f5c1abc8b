import { useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { ApiError } from '#client/lib/api';
import { resourcesScreen } from '#shared/i18n/fr-resources';

// The upload texts were written for Ressources (spec §4) and say nothing of resources: every
// screen that sends files through tus (a resource, a content's draft) shows the same ones.
const t = resourcesScreen;

const ENDPOINT = '/api/uploads';
const CHUNK_SIZE = 8 * 1024 * 1024;
// A dropped connection is retried on its own, then the user may save again: it resumes.
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
const DEFAULT_MAX_MB = 1024;

/** The upload states of spec §4, plus 'idle' before the first byte. */
export type UploadStatus =
  'idle' | 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'error' | 'success';

export type UploadState = { status: UploadStatus; percent: number; error: string | null };

const IDLE: UploadState = { status: 'idle', percent: 0, error: null };

type Sending = {
  file: File;
  upload: Upload;
  uploadId: string | null;
  fail: (message: string) => void;
};

/**
 * A file sent to /api/uploads by tus, a chunk at a time: it survives a dropped connection
 * (retries) and a reload (the browser remembers the upload by the file's fingerprint, so the
 * same file chosen again goes on where it stopped). `send` answers the upload's id, the end of
 * its address, which the record then names; a file already sent is not sent twice, so a form
 * sending several files one after the other (a content's draft) sends again only those that
 * did not finish when a save is tried again.
 */
export function useResumableUpload() {
  const [state, setState] = useState<UploadState>(IDLE);
  const sending = useRef<Sending | null>(null);
  const finished = useRef(new Map<File, string>());

  // The form closed mid-way: stop sending, keep the upload on the server to resume later.
  useEffect(() => () => void sending.current?.upload.abort(), []);

  const send = async (file: File) => {
    const sent = finished.current.get(file);
    if (sent) return sent;
    setState({ status: 'running', percent: 0, error: null });
    // Loaded with the first file sent: the screen itself does not carry the tus client.
    const { Upload } = await import('tus-js-client');
    return new Promise<string>((resolve, reject) => {
      const current: Sending = {
        file,
        uploadId: null,
        fail: (message) => reject(new ApiError(0, 'upload', message)),
        upload: new Upload(file, {
          endpoint: ENDPOINT,
          metadata: { filename: file.name, filetype: file.type },
          chunkSize: CHUNK_SIZE,
          retryDelays: RETRY_DELAYS,
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          onProgress: (sent, total) =>
            setState((state) =>
              state.status === 'running' ? { ...state, percent: toPercent(sent, total) } : state,
            ),
          onSuccess: () => {
            current.uploadId = current.upload.url?.split('/').pop() ?? null;
            setState({ status: 'success', percent: 100, error: null });
            if (current.uploadId) {
              finished.current.set(file, current.uploadId);
              resolve(current.uploadId);
            } else current.fail(t.uploadFailed);
          },
          onError: (error) => {
            void describeUploadError(error).then((message) => {
              setState((state) => ({ ...state, status: 'error', error: message }));
              current.fail(message);
            });
          },
        }),
      };
      sending.current = current;
      // The same file (name, type, size, date) left unfinished here before goes on from there.
      void current.upload
        .findPreviousUploads()
        .catch(() => [])
        .then((uploads) => {
          if (uploads[0]) current.upload.resumeFromPreviousUpload(uploads[0]);
          current.upload.start();
        });
    });
  };

  const pause = async () => {
    setState((state) => ({ ...state, status: 'pausing' }));
    await sending.current?.upload.abort();
    setState((state) => ({ ...state, status: 'paused' }));
  };

  const resume = () => {
    setState((state) => ({ ...state, status: 'running' }));
    sending.current?.upload.start();
  };

  /** Stops and deletes what the server holds of it; the save waiting for it gives up. */
  const cancel = async () => {
    const current = sending.current;
    setState((state) => ({ ...state, status: 'canceling' }));
    await current?.upload.abort(true).catch(() => undefined);
    if (current) finished.current.delete(current.file);
    sending.current = null;
    setState((state) => ({ ...state, status: 'canceled' }));
    current?.fail(t.upload.canceled);
  };

  /** Another file chosen, or none: the form starts over (an unfinished one stays resumable). */
  const reset = () => {
    void sending.current?.upload.abort();
    sending.current = null;
    finished.current.clear();
    setState(IDLE);
  };

  /** The server no longer knows the finished upload (422 on uploadId): send it again next time. */
  const forget = () => {
    sending.current = null;
    finished.current.clear();
  };

  return { state, send, pause, resume, cancel, reset, forget };
}

const toPercent = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

export const isUploadBusy = (status: UploadStatus) =>
  status === 'running' || status === 'pausing' || status === 'paused' || status === 'canceling';

async function describeUploadError(error: Error | DetailedError) {
  const status = 'originalResponse' in error ? error.originalResponse?.getStatus() : undefined;
  if (status === 413) return t.fileTooLarge(await readMaxUploadMb());
  if (status === 404 || status === 410) return t.uploadNotFound;
  return t.uploadFailed;
}

/** tus announces its limit (Tus-Max-Size, bytes) to an OPTIONS request. */
async function readMaxUploadMb() {
  try {
    const response = await fetch(ENDPOINT, { method: 'OPTIONS' });
    const bytes = Number(response.headers.get('Tus-Max-Size'));
    return bytes > 0 ? Math.round(bytes / (1024 * 1024)) : DEFAULT_MAX_MB;
  } catch {
    return DEFAULT_MAX_MB;
  }
}
