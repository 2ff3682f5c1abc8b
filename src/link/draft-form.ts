import type { LinkContentView } from '#shared/schemas/link-pages';
import { LinkApiError } from './api';
import { h } from './dom';
import { field, formMessage, handleSubmit } from './forms';
import { contentHeadingId, type PageContext } from './page-context';
import { texts } from './texts';
import { isAcceptedDraftFile } from './view-helpers';

// « Envoyer un brouillon »: each file goes by tus to /api/link/uploads (the app's library,
// tus-js-client, loaded with the first file sent), every request with the link's header; then
// the version is posted with the upload ids. A file sent once is not sent again on a retry.

const ENDPOINT = '/api/link/uploads';
const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
export const ACCEPTED_FILES = 'image/*,video/*,application/pdf';

export function draftForm(content: LinkContentView, ctx: PageContext) {
  const files = field({
    name: 'uploadIds',
    label: texts.files,
    type: 'file',
    accept: ACCEPTED_FILES,
    multiple: true,
    hint: texts.sendDraftHint,
  });
  const caption = field({ name: 'caption', label: texts.caption, multiline: true });
  const progress = h('progress', {
    max: 100,
    value: 0,
    hidden: true,
    'aria-label': texts.uploadProgress,
  });
  const progressText = h('p', { class: 'hint', 'aria-live': 'polite' });
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack' },
    h('h4', {}, texts.sendDraft),
    files.row,
    caption.row,
    progress,
    progressText,
    message,
    h('button', { type: 'submit' }, texts.sendDraft),
  );
  const sent = new Map<File, string>();
  files.control.addEventListener('change', () => sent.clear());
  const showProgress = (percent: number) => {
    progress.hidden = false;
    progress.value = percent;
    progressText.textContent = texts.uploading(percent);
  };
  handleSubmit({
    form,
    message,
    fields: () => [files, caption],
    validate: (): Record<string, string> => {
      const chosen = [...((files.control as HTMLInputElement).files ?? [])];
      if (chosen.length === 0) return { uploadIds: texts.noFile };
      const refused = chosen.find((file) => !isAcceptedDraftFile(file));
      return refused ? { uploadIds: texts.fileType(refused.name) } : {};
    },
    onSubmit: async () => {
      const chosen = [...((files.control as HTMLInputElement).files ?? [])];
      const total = chosen.reduce((sum, file) => sum + file.size, 0) || 1;
      let done = 0;
      const uploadIds: string[] = [];
      for (const file of chosen) {
        const id =
          sent.get(file) ??
          (await sendFile(file, ctx.api.authorization, (bytes) =>
            showProgress(Math.floor(((done + bytes) / total) * 100)),
          ));
        sent.set(file, id);
        uploadIds.push(id);
        done += file.size;
      }
      showProgress(100);
      try {
        await ctx.api.post(`/api/link/contents/${encodeURIComponent(content.id)}/versions`, {
          caption: caption.control.value.trim(),
          uploadIds,
        });
      } catch (error) {
        // An upload the server no longer knows (422 on uploadIds) is sent again next time.
        if (error instanceof LinkApiError && error.status === 422) sent.clear();
        throw error;
      }
      await ctx.refresh(contentHeadingId(content.id), texts.draftSent);
    },
  });
  return form;
}

/** One file by tus through the link (also the creator's screenshot of their statistics). */
export async function sendFile(
  file: File,
  authorization: string,
  onProgress: (bytes: number) => void,
): Promise<string> {
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: ENDPOINT,
      headers: { Authorization: authorization },
      metadata: { filename: file.name, filetype: file.type },
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      // A file left unfinished resumes; what is remembered is the upload's address, not the link.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (bytes) => onProgress(bytes),
      onSuccess: () => {
        const id = upload.url?.split('/').pop();
        if (id) resolve(id);
        else reject(new LinkApiError(0, texts.uploadFailed));
      },
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        const body = safeJson(response?.getBody());
        const text = body?.error?.message;
        reject(new LinkApiError(status, typeof text === 'string' ? text : texts.uploadFailed));
      },
    });
    void upload
      .findPreviousUploads()
      .catch(() => [])
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
  });
}

function safeJson(text: string | undefined): { error?: { message?: unknown } } | null {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
