import type { ContentVersionView } from '#shared/schemas/contents';
import type { LinkContentView } from '#shared/schemas/link-pages';
import { commentForm, decisionForm, publishForm } from './content-forms';
import { h } from './dom';
import { draftForm } from './draft-form';
import { filePreview } from './file-preview';
import { readingsPart } from './reading-form';
import { contentHeadingId, type PageContext } from './page-context';
import { texts } from './texts';
import {
  aboutText,
  canDo,
  commentByline,
  decisionText,
  deliverableTypeLabel,
  formatDay,
  formatMoment,
  plannedText,
  splitVersions,
} from './view-helpers';

/** One deliverable: what to make and when, its stage, its versions, the thread, the forms. */
export function contentView(content: LinkContentView, ctx: PageContext) {
  const headingId = contentHeadingId(content.id);
  const { latest, earlier } = splitVersions(content.versions);
  return h(
    'article',
    { class: 'card content', 'aria-labelledby': headingId },
    h('h3', { id: headingId, tabindex: -1 }, deliverableTypeLabel(content.type)),
    content.description ? h('p', { class: 'description' }, content.description) : null,
    h(
      'p',
      { class: 'meta' },
      h('span', {}, plannedText(content.publishOn)),
      content.isLate ? h('span', { class: 'badge badge-late' }, texts.late) : null,
    ),
    h(
      'p',
      { class: 'meta' },
      h('span', { class: 'visually-hidden' }, `${texts.stage} : `),
      h('span', { class: `badge badge-${content.stage}` }, texts.stages[content.stage]),
    ),
    content.publishedUrl
      ? h(
          'p',
          {},
          h(
            'a',
            { href: content.publishedUrl, rel: 'noreferrer noopener', target: '_blank' },
            texts.seePublication,
          ),
          content.publishedOn ? ` · ${texts.publishedOnDay(formatDay(content.publishedOn))}` : null,
        )
      : null,
    h(
      'section',
      { class: 'versions' },
      h('h4', {}, texts.latestVersion),
      latest ? versionView(latest, ctx) : h('p', { class: 'muted' }, texts.noVersion),
      earlier.length > 0 ? earlierVersions(earlier, ctx) : null,
    ),
    canDo(content, 'approve') || canDo(content, 'request_changes')
      ? decisionForm(content, ctx)
      : null,
    canDo(content, 'send_draft') ? draftForm(content, ctx) : null,
    canDo(content, 'publish') ? publishForm(content, ctx) : null,
    // A creator's published deliverable: their statistics (issue 30).
    content.readings ? readingsPart(content, ctx) : null,
    threadView(content, ctx),
  );
}

function versionView(version: ContentVersionView, ctx: PageContext) {
  return h(
    'div',
    { class: 'version' },
    h(
      'p',
      { class: 'meta' },
      h('strong', {}, texts.versionLabel(version.number)),
      ' ',
      texts.sentBy(
        `${version.authorName} (${texts.authors[version.authorKind]})`,
        formatMoment(version.createdAt),
      ),
    ),
    version.caption
      ? h(
          'div',
          {},
          h('p', { class: 'label' }, texts.caption),
          h('p', { class: 'pre' }, version.caption),
        )
      : null,
    version.files.length > 0
      ? h(
          'ul',
          { class: 'files', 'aria-label': texts.files },
          version.files.map((file) => h('li', {}, filePreview(file, ctx))),
        )
      : null,
  );
}

/** Earlier versions, folded: their files are fetched only once opened. */
function earlierVersions(versions: ContentVersionView[], ctx: PageContext) {
  const details = h(
    'details',
    { class: 'earlier' },
    h('summary', {}, `${texts.earlierVersions} (${versions.length})`),
  );
  details.addEventListener(
    'toggle',
    () => details.append(...versions.map((version) => versionView(version, ctx))),
    { once: true },
  );
  return details;
}

function threadView(content: LinkContentView, ctx: PageContext) {
  return h(
    'section',
    { class: 'thread' },
    h('h4', {}, texts.thread),
    content.comments.length === 0
      ? h('p', { class: 'muted' }, texts.noComment)
      : h(
          'ol',
          { class: 'comments' },
          content.comments.map((comment) => {
            const about = aboutText(comment);
            const decision = decisionText(comment);
            return h(
              'li',
              { class: 'comment' },
              h('p', { class: 'meta' }, commentByline(comment), about ? ` · ${about}` : null),
              decision ? h('p', {}, h('span', { class: 'badge' }, decision)) : null,
              comment.body ? h('p', { class: 'pre' }, comment.body) : null,
            );
          }),
        ),
    commentForm(content, ctx),
  );
}
