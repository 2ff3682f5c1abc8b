import type { LinkContentView } from '#shared/schemas/link-pages';
import { h } from './dom';
import { checkRequired, field, formMessage, handleSubmit } from './forms';
import { contentHeadingId, type PageContext } from './page-context';
import { checkReviewer } from './reviewer';
import { texts } from './texts';

// The forms on a deliverable: a comment (both), the brand's decision, the creator's publication.
// Each posts to /api/link/contents/:id/…, then the page is read again and redrawn.

const contentPath = (content: LinkContentView, what: 'comments' | 'actions') =>
  `/api/link/contents/${encodeURIComponent(content.id)}/${what}`;

export function commentForm(content: LinkContentView, ctx: PageContext) {
  const body = field({ name: 'body', label: texts.comment, multiline: true });
  const reviewer = ctx.reviewer;
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack' },
    body.row,
    message,
    h('button', { type: 'submit' }, texts.sendComment),
  );
  const latest = content.versions[0]?.number ?? null;
  handleSubmit({
    form,
    message,
    fields: () => [...(reviewer?.fields() ?? []), body],
    validate: () => {
      const errors = checkReviewer(reviewer?.fields() ?? []);
      const empty = checkRequired(body);
      return empty ? { ...errors, body: empty } : errors;
    },
    onSubmit: async () => {
      await ctx.api.post(contentPath(content, 'comments'), {
        body: body.control.value.trim(),
        // A comment speaks of the latest version (« À propos de la V2 »), if there is one.
        versionNumber: latest,
        reviewer: reviewer?.read(),
      });
      reviewer?.remember();
      await ctx.refresh(contentHeadingId(content.id), texts.commentSent);
    },
  });
  return form;
}

/** The brand on the latest version it was sent: « Valider », or changes with their reason. */
export function decisionForm(content: LinkContentView, ctx: PageContext) {
  const comment = field({
    name: 'comment',
    label: texts.comment,
    multiline: true,
    hint: texts.changesHint,
  });
  const reviewer = ctx.reviewer;
  const message = formMessage();
  const buttons = [
    content.actions.includes('approve')
      ? h('button', { type: 'submit', value: 'approve' }, texts.approve)
      : null,
    content.actions.includes('request_changes')
      ? h(
          'button',
          { type: 'submit', value: 'request_changes', class: 'secondary' },
          texts.requestChanges,
        )
      : null,
  ];
  const form = h(
    'form',
    { class: 'stack decision' },
    h('h4', {}, texts.decisionTitle),
    comment.row,
    message,
    h('div', { class: 'buttons' }, buttons),
  );
  handleSubmit({
    form,
    message,
    fields: () => [...(reviewer?.fields() ?? []), comment],
    validate: (submitter) => {
      const errors = checkReviewer(reviewer?.fields() ?? []);
      // Changes need their reason: the creator reads it.
      const empty = submitter?.value === 'request_changes' ? checkRequired(comment) : null;
      return empty ? { ...errors, comment: empty } : errors;
    },
    onSubmit: async (submitter) => {
      const action = submitter?.value === 'request_changes' ? 'request_changes' : 'approve';
      await ctx.api.post(contentPath(content, 'actions'), {
        action,
        comment: comment.control.value.trim(),
        reviewer: reviewer?.read(),
      });
      reviewer?.remember();
      const done = action === 'approve' ? texts.approved : texts.changesRequested;
      await ctx.refresh(contentHeadingId(content.id), done);
    },
  });
  return form;
}

/** The creator, once the content is validated: where and when it went live. */
export function publishForm(content: LinkContentView, ctx: PageContext) {
  const url = field({
    name: 'publishedUrl',
    label: texts.publishedUrl,
    type: 'url',
    autocomplete: 'url',
  });
  const day = field({
    name: 'publishedOn',
    label: texts.publishedOn,
    type: 'date',
    value: localToday(),
  });
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack' },
    h('h4', {}, texts.publishTitle),
    url.row,
    day.row,
    message,
    h('button', { type: 'submit' }, texts.publish),
  );
  handleSubmit({
    form,
    message,
    fields: () => [url, day],
    validate: () => {
      const errors: Record<string, string> = {};
      for (const item of [url, day]) {
        const empty = checkRequired(item);
        if (empty) errors[item.name] = empty;
      }
      return errors;
    },
    onSubmit: async () => {
      await ctx.api.post(contentPath(content, 'actions'), {
        action: 'publish',
        publishedUrl: url.control.value.trim(),
        publishedOn: day.control.value,
      });
      await ctx.refresh(contentHeadingId(content.id), texts.published);
    },
  });
  return form;
}

/** Today in the reader's time zone, as a date input takes it. */
export function localToday() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
