import type { LinkContract } from '#shared/schemas/contracts';
import { LinkApiError } from './api';
import { readableParagraphs, signatureLines, validateSignature } from './contract-view';
import { h, newId } from './dom';
import { field, formMessage, handleSubmit, type Field } from './forms';
import type { PageContext } from './page-context';
import { texts } from './texts';
import { formatMoment } from './view-helpers';

// The creator's contract (issue 31): its text to read on a phone, its .docx, then the simple
// electronic signature (article 1367 of the Code civil): the full name typed, the consent ticked,
// and the SHA-256 of the document shown, so the server refuses (409) a signature of a document
// that has changed since, and the part reads it again.

const t = texts.contract;
const HEADING_ID = 'contract-title';

/** Empty until GET /api/link/contract answers; stays hidden when there is no contract. */
export function contractSection(ctx: PageContext) {
  const section = h('section', {
    class: 'card contract',
    'aria-labelledby': HEADING_ID,
    hidden: true,
  });
  const load = async (notice: string | null) => {
    const contract = await ctx.api.getContract();
    if (!contract) return void (section.hidden = true);
    section.hidden = false;
    const parts = drawContract(contract, notice, ctx, load);
    section.replaceChildren(...parts.filter((part): part is HTMLElement => part !== null));
  };
  // A page without its contract still serves its deliverables: a failed read leaves it out.
  void load(null).catch(() => undefined);
  return section;
}

type Reload = (notice: string | null) => Promise<void>;

function drawContract(
  contract: LinkContract,
  notice: string | null,
  ctx: PageContext,
  reload: Reload,
): (HTMLElement | null)[] {
  const signed = signatureLines(contract);
  return [
    h('h2', { id: HEADING_ID, tabindex: -1 }, t.title),
    notice ? h('p', { class: 'form-error', role: 'alert' }, notice) : null,
    h('p', { class: 'hint' }, t.documentOf(formatMoment(contract.generatedAt))),
    signed.length === 0 ? h('p', {}, t.intro) : null,
    h(
      'div',
      { class: 'contract-text', tabindex: 0, role: 'region', 'aria-label': t.textLabel },
      readableParagraphs(contract).map((paragraph) => h('p', {}, paragraph)),
    ),
    h('p', {}, downloadButton(contract, ctx)),
    signed.length > 0
      ? h(
          'div',
          { class: 'signed', 'data-testid': 'contract-signed' },
          contract.isSigned ? h('p', { class: 'ok' }, t.signed) : null,
          h('p', {}, signed[0]),
          h('p', { class: 'hint' }, signed[1]),
        )
      : signatureForm(contract, ctx, reload),
  ];
}

/** The .docx, read with the link's header: a blob: address, saved under its own name. */
function downloadButton(contract: LinkContract, ctx: PageContext) {
  const button = h('button', { type: 'button', class: 'secondary' }, t.download);
  button.addEventListener('click', () => {
    button.disabled = true;
    void ctx.api
      .getContractDocumentUrl()
      .then((url) => {
        const link = h('a', { href: url, download: contract.documentName, hidden: true });
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      })
      .catch(() => undefined)
      .finally(() => (button.disabled = false));
  });
  return button;
}

function signatureForm(contract: LinkContract, ctx: PageContext, reload: Reload) {
  const fullName = field({ name: 'fullName', label: t.fullName, autocomplete: 'name' });
  const accepted = checkbox('isAccepted', t.accepted);
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack', 'aria-labelledby': HEADING_ID },
    fullName.row,
    accepted.row,
    message,
    h('button', { type: 'submit' }, t.sign),
  );
  const isTicked = () => (accepted.control as HTMLInputElement).checked;
  handleSubmit({
    form,
    message,
    fields: () => [fullName, accepted],
    validate: () => validateSignature(fullName.control.value, isTicked()),
    onSubmit: async () => {
      try {
        await ctx.api.post('/api/link/contract/sign', {
          fullName: fullName.control.value.trim(),
          documentSha256: contract.documentSha256,
          isAccepted: isTicked(),
        });
      } catch (error) {
        // The document changed since it was drawn: the new one is shown, to be read again, under
        // the server's words.
        if (error instanceof LinkApiError && error.status === 409) {
          await reload(error.message);
          document.getElementById(HEADING_ID)?.focus();
          return;
        }
        throw error;
      }
      await reload(null);
      document.getElementById(HEADING_ID)?.focus();
    },
  });
  return form;
}

/** The consent: a box before its label, its error under them, as every field's. */
function checkbox(name: string, label: string): Field {
  const id = newId('field');
  const errorId = `${id}-error`;
  const control = h('input', { id, name, type: 'checkbox', 'aria-describedby': errorId });
  const error = h('p', { id: errorId, class: 'field-error', hidden: true });
  const row = h(
    'div',
    { class: 'field' },
    h('div', { class: 'check' }, control, h('label', { for: id }, label)),
    error,
  );
  return {
    name,
    label,
    row,
    control,
    setError: (text) => {
      error.textContent = text ?? '';
      error.hidden = !text;
      if (text) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}
