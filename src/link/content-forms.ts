import type { Reviewer } from '#shared/schemas/link-pages';
import type { LinkContentView } from '#shared/schemas/link-pages';
import { h } from './dom';
import { checkRequired, field, formMessage, handleSubmit, type Field } from './forms';
import { contentHeadingId, type PageContext } from './page-context';
import {
  checkReviewer,
  loadReviewer,
  readReviewer,
  reviewerFields,
  saveReviewer,
} from './reviewer';
import { texts } from './texts';

// The forms on a deliverable: a comment (both), the brand's decision, the creator's publication.
// Each posts to /api/link/contents/:id/…, then the page is read again and redrawn.

const contentPath = (content: LinkContentView, what: 'comments' | 'actions') =>
  `/api/link/contents/${encodeURIComponent(content.id)}/${what}`;

type ReviewerPart = {
  element: HTMLElement | null;
  fields: () => Field[];
  read: () => Reviewer | undefined;
  remember: () => void;
};

/**
 * The brand's reviewer in a form: asked the first time (« Votre nom », « Votre email »), then
 * named, with a button to change it. Nothing for a creator.
 */
export function reviewerPart(ctx: PageContext): ReviewerPart {
  if (ctx.kind !== 'brand') {
    return { element: null, fields: () => [], read: () => undefined, remember: () => {} };
  }
  const saved = loadReviewer();
  let asked: Field[] = [];
  const fieldset = h('fieldset', { class: 'reviewer' }, h('legend', {}, texts.reviewerTitle));
  const ask = (initial: Reviewer | null) => {
    asked = reviewerFields();
    if (initial) {
      asked[0]!.control.value = initial.name;
      asked[1]!.control.value = initial.email;
    }
    fieldset.replaceChildren(
      h('legend', {}, texts.reviewerTitle),
      h('p', { class: 'hint' }, texts.reviewerHint),
      ...asked.map((item) => item.row),
    );
  };
  if (saved) {
    const change = h('button', { type: 'button', class: 'link-button' }, texts.changeReviewer);
    change.addEventListener('click', () => {
      ask(saved);
      asked[0]?.control.focus();
    });
    fieldset.append(h('p', {}, texts.reviewerAs(saved.name), ' ', change));
  } else ask(null);
  return {
    element: fieldset,
    fields: () => asked,
    read: () => (asked.length > 0 ? readReviewer(asked) : (saved ?? undefined)),
    remember: () => {
      if (asked.length > 0) saveReviewer(readReviewer(asked));
    },
  };
}

export function commentForm(content: LinkContentView, ctx: PageContext) {
  const body = field({ name: 'body', label: texts.comment, multiline: true });
  const reviewer = reviewerPart(ctx);
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack' },
    reviewer.element,
    body.row,
    message,
    h('button', { type: 'submit' }, texts.sendComment),
  );
  const latest = content.versions[0]?.number ?? null;
  handleSubmit({
    form,
    message,
    fields: () => [...reviewer.fields(), body],
    validate: () => {
      const errors = checkReviewer(reviewer.fields());
      const empty = checkRequired(body);
      return empty ? { ...errors, body: empty } : errors;
    },
    onSubmit: async () => {
      await ctx.api.post(contentPath(content, 'comments'), {
        body: body.control.value.trim(),
        // A comment speaks of the latest version (« À propos de la V2 »), if there is one.
        versionNumber: latest,
        reviewer: reviewer.read(),
      });
      reviewer.remember();
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
  const reviewer = reviewerPart(ctx);
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
    reviewer.element,
    comment.row,
    message,
    h('div', { class: 'buttons' }, buttons),
  );
  handleSubmit({
    form,
    message,
    fields: () => [...reviewer.fields(), comment],
    validate: (submitter) => {
      const errors = checkReviewer(reviewer.fields());
      // Changes need their reason: the creator reads it.
      const empty = submitter?.value === 'request_changes' ? checkRequired(comment) : null;
      return empty ? { ...errors, comment: empty } : errors;
    },
    onSubmit: async (submitter) => {
      const action = submitter?.value === 'request_changes' ? 'request_changes' : 'approve';
      await ctx.api.post(contentPath(content, 'actions'), {
        action,
        comment: comment.control.value.trim(),
        reviewer: reviewer.read(),
      });
      reviewer.remember();
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

function localToday() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
