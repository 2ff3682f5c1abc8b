// Issue 31, decision 0061: the mentions a caption must carry (loi n° 2023-451, art. 5). Matched
// without accents nor case, as whole words, so « publicité », « PUBLICITE » and « #publicite »
// pass; « #pub », « #ad », « sponsorisé » or « partenariat » do not, as the law names its words.
// Only the caption is read: the mention on the image or the video itself is the agency's check.

import type {
  ComplianceCheck,
  ComplianceFacts,
  DeliverableFacts,
} from '#shared/domain/compliance/compliance-types';
import {
  MENTIONS_RULE,
  formatRuleDay,
  isInForce,
} from '#shared/domain/compliance/compliance-rules';
import { normalizeSearchText } from '#shared/domain/search';
import { compliance } from '#shared/i18n/fr-compliance';

// Hashtags join their words: « #CollaborationCommerciale », « #ImageRetouchee ».
const AD_MENTIONS = [/publicite/, /collaboration ?commerciale/];
const RETOUCHED_MENTION = /image ?retouchee/;
const VIRTUAL_MENTION = /image ?virtuelle/;

function hasWords(caption: string, pattern: RegExp): boolean {
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern.source})(?![\\p{L}\\p{N}])`, 'u');
  return whole.test(normalizeSearchText(caption));
}

export type CaptionMentions = { hasAd: boolean; hasRetouched: boolean; hasVirtual: boolean };

export function readCaptionMentions(caption: string): CaptionMentions {
  return {
    hasAd: AD_MENTIONS.some((pattern) => hasWords(caption, pattern)),
    hasRetouched: hasWords(caption, RETOUCHED_MENTION),
    hasVirtual: hasWords(caption, VIRTUAL_MENTION),
  };
}

const list = new Intl.ListFormat('fr', { type: 'conjunction' });

function labelsOf(deliverables: DeliverableFacts[]): string {
  return list.format(deliverables.map((deliverable) => deliverable.label));
}

/** Each received caption: the ad mention; 'Image retouchée' / 'Image virtuelle' where ticked. */
export function checkMentions(facts: ComplianceFacts): ComplianceCheck {
  const base = { id: 'mentions', lineId: null, source: MENTIONS_RULE.source } as const;
  if (!isInForce(MENTIONS_RULE, facts.day)) {
    return {
      ...base,
      level: 'ok',
      sentence: compliance.notInForce(formatRuleDay(MENTIONS_RULE.from)),
    };
  }
  const received = facts.deliverables.flatMap((deliverable) =>
    deliverable.caption === null
      ? []
      : [{ deliverable, mentions: readCaptionMentions(deliverable.caption) }],
  );
  if (received.length === 0) {
    return { ...base, level: 'ok', sentence: compliance.mentions.noCaption };
  }
  const lacking = (isLacking: (item: (typeof received)[number]) => boolean) =>
    received.filter(isLacking).map((item) => item.deliverable);
  const noAd = lacking(({ mentions }) => !mentions.hasAd);
  const noRetouched = lacking((i) => i.deliverable.isRetouched && !i.mentions.hasRetouched);
  const noVirtual = lacking((i) => i.deliverable.isVirtual && !i.mentions.hasVirtual);
  const sentences = [
    noAd.length > 0 ? compliance.mentions.missingAd(labelsOf(noAd)) : null,
    noRetouched.length > 0 ? compliance.mentions.missingRetouched(labelsOf(noRetouched)) : null,
    noVirtual.length > 0 ? compliance.mentions.missingVirtual(labelsOf(noVirtual)) : null,
  ].filter((sentence) => sentence !== null);
  return sentences.length === 0
    ? { ...base, level: 'ok', sentence: compliance.mentions.present }
    : { ...base, level: 'todo', sentence: sentences.join(' ') };
}
