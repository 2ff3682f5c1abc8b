import type { ContentFileView } from '#shared/schemas/contents';
import { h } from './dom';
import type { PageContext } from './page-context';
import { previewOf } from './view-helpers';
import { texts } from './texts';

// A version's files are read with the link's header (/api/link/files/:id), so an <img> or a
// <video> cannot ask for them itself: the page fetches each one and shows it from a blob: URL.

export function filePreview(file: ContentFileView, ctx: PageContext) {
  const kind = previewOf(file);
  const figure = h('figure', { class: 'file' });
  const link = h(
    'a',
    { href: '#', class: 'file-link', 'aria-disabled': 'true' },
    kind === 'pdf' ? texts.openPdf(file.fileName) : texts.download(file.fileName),
  );
  const caption = h('figcaption', {}, h('span', { class: 'file-name' }, file.fileName), link);
  figure.append(caption);
  link.addEventListener('click', (event) => {
    if (link.getAttribute('aria-disabled') === 'true') event.preventDefault();
  });
  void ctx.api
    .getFileUrl(file.url)
    .then((url) => {
      if (kind === 'image') figure.prepend(h('img', { src: url, alt: file.fileName }));
      if (kind === 'video') {
        // A creator's draft has no captions file: the brand reviews its images and sound.
        figure.prepend(
          h('video', {
            src: url,
            controls: true,
            preload: 'metadata',
            'aria-label': file.fileName,
          }),
        );
      }
      link.href = url;
      link.removeAttribute('aria-disabled');
      if (kind === 'pdf') {
        link.target = '_blank';
        link.rel = 'noreferrer noopener';
      } else link.download = file.fileName;
    })
    .catch(() => {
      link.replaceWith(h('span', { class: 'field-error' }, texts.unexpected));
    });
  return figure;
}
