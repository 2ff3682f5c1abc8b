import { readFile } from 'node:fs/promises';
import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { AppError } from '#server/lib/app-error';
import { findTemplateTagProblem, MISSING_VALUE } from '#shared/domain/contract-placeholders';
import { contracts as t } from '#shared/i18n/fr-contracts';

// Issue 31, decision 0062: a contract template (.docx with docxtemplater's `{tags}`) checked
// against the placeholders' list, filled from a deal, and read back as text for the creator's
// phone. Whatever an agency uploads, a broken file is a 422 in French, never a 500.

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const DEFAULT_TEMPLATE = new URL('./default-contract.docx', import.meta.url);
let defaultTemplate: Promise<Buffer> | null = null;

/** The French template that ships with the product (scripts/make-contract-template.ts). */
export const readDefaultTemplate = () => (defaultTemplate ??= readFile(DEFAULT_TEMPLATE));

const templateError = (message: string) =>
  new AppError('contract_template', 422, message, {
    uploadId: message,
  });

type DocxError = { properties?: { id?: string; xtag?: string; errors?: DocxError[] } };

/** docxtemplater's compile error as a French 422 (its first error names the tag). */
function toTemplateError(error: unknown): AppError {
  const first = (error as DocxError).properties?.errors?.[0] ?? (error as DocxError);
  const tag = first.properties?.xtag;
  if (first.properties?.id) return templateError(t.errors.brokenTag(tag ? `{${tag}}` : ''));
  return templateError(t.errors.brokenTemplate);
}

/** Opens and compiles a template; a file that is no .docx, or a malformed tag: 422. */
function compile(bytes: Uint8Array, modules: object[] = []) {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw templateError(t.errors.brokenTemplate);
  }
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      // Its own console dump of a broken template: the agency gets the 422 instead.
      errorLogging: false,
      modules,
      nullGetter: () => MISSING_VALUE,
    });
  } catch (error) {
    throw toTemplateError(error);
  }
}

/** Refuses a template with an unknown tag, without a required one, or broken (422). */
export function checkTemplate(bytes: Uint8Array) {
  const inspect = new InspectModule();
  compile(bytes, [inspect]);
  const problem = findTemplateTagProblem(inspect.getAllTags());
  if (!problem) return;
  throw templateError(
    problem.kind === 'unknown'
      ? t.errors.unknownTag(problem.name)
      : t.errors.missingTag(problem.name),
  );
}

export type ContractValues = Record<string, string | Record<string, string>[]>;

/** The template filled with a deal's values, as .docx bytes. */
export function fillTemplate(bytes: Uint8Array, values: ContractValues): Buffer {
  const document = compile(bytes);
  try {
    document.render(values);
  } catch (error) {
    throw toTemplateError(error);
  }
  return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

/**
 * The document's text paragraph by paragraph (word/document.xml: each w:p, its w:t joined; a
 * tab is a space, a line break a new line), empty ones left out: the creator reads it on a phone.
 */
export function extractParagraphs(bytes: Uint8Array): string[] {
  const xml = new PizZip(bytes).file('word/document.xml')?.asText() ?? '';
  const paragraphs: string[] = [];
  for (const [body] of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    let text = '';
    for (const [, tag, content] of body.matchAll(
      /<w:(t|tab|br|cr)(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/w:t>)/g,
    )) {
      if (tag === 't') text += decodeXml(content ?? '');
      else text += tag === 'tab' ? ' ' : '\n';
    }
    const clean = text.trim();
    if (clean) paragraphs.push(clean);
  }
  return paragraphs;
}
