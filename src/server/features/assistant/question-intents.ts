import type { CollaborationStatus } from '#shared/domain/collaboration-status';
import type { CastingStatus, TodoStatus } from '#shared/domain/enums';
import type { SectorMain } from '#shared/domain/sectors';
import { findSectorIn } from '#server/features/assistant/sectors';
import { findPeriod, type Period } from '#server/features/assistant/question-periods';
import {
  findWord,
  hasPhrase,
  nameAfter,
  nameBefore,
  tokenize,
  type Token,
} from '#server/features/assistant/question-words';

// What the built-in answerer understood of a question (issue 16): pure and deterministic, so
// that the same question always calls the same tools. Names are kept as typed; the tools match
// them without accents or case.

export type Intent =
  | { kind: 'contact'; name: string }
  | { kind: 'influencer'; name: string; field: 'address' | 'details' }
  | { kind: 'collaborations'; status: CollaborationStatus | null; period: Period | null }
  | { kind: 'top_influencers'; sector: SectorMain | null; limit: number }
  | { kind: 'tasks'; status: TodoStatus | 'open' }
  | { kind: 'payments' }
  | { kind: 'castings'; status: CastingStatus | null }
  | { kind: 'help' };

const TOP =
  /\b(meilleur(e)?s?|top|performant(e)?s?|classement|recommande(s|r|z)?|ideal(e|s|es)?)\b/;
const PEOPLE = /\b(influenceu(r|se)s?|createu(r|se)s?|creatrices?|profils?|talents?)\b/;
const COUNT = /\b(combien|nombre|total)\b/;
const DEALS = /\b(collabs?|collaborations?|campagnes?|deals?|partenariats?|operations?)\b/;
const TASKS = /\b(taches?|todos?|to-do)\b|\b(ai|dois|avons)\b.*\ba faire\b/;
const PAYMENTS =
  /\b(paiements?|impayes?|impayees?|a payer|reste a payer|a regler|versements?|comptabilite|factures? (des )?(createu|influenceu))/;
const ADDRESS = /^(adresses?|habite|vit|domicile|reside|colis)$/;
const MAIL_ADDRESS = /\badresses? (e-?mail|mail|electronique)\b/;
const CONTACT =
  /^(coordonnees?|e-?mails?|mails?|telephones?|tel|numeros?|portable|joindre|contacter|contacts?|joignable)$/;
const DETAILS = /^(tarifs?|fiche|profil|abonnes|audience|plateformes?)$/;
const CASTINGS = /\bcastings?\b(?! (interne|externe))/;

const NUMBERS: Record<string, number> = {
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
};

function findLimit(text: string) {
  const match =
    /\btop (\w+)\b/.exec(text) ??
    /\b(\w+) (premiers? |premieres? )?(meilleur|influenceu|createu|creatrice|profil)/.exec(text);
  const word = match?.[1] ?? '';
  const value = Number(word) || NUMBERS[word] || 5;
  return Math.min(10, Math.max(1, value));
}

const collaborationStatus = (text: string): CollaborationStatus | null => {
  if (/\b(attente|confirm|pending|suspens)/.test(text)) return 'pending';
  if (/\b(en cours|in progress|devis envoye)/.test(text)) return 'in_progress';
  if (/\b(termine|fini|complete|payee|acheve|cloture|passee)/.test(text)) return 'completed';
  return null;
};

const taskStatus = (text: string): TodoStatus | 'open' => {
  if (/\b(terminee?s?|finie?s?|faites?|completee?s?)\b/.test(text)) return 'completed';
  if (/\ben cours\b/.test(text)) return 'in_progress';
  if (/\ben attente\b/.test(text)) return 'pending';
  return 'open';
};

const castingStatus = (text: string): CastingStatus | null => {
  if (/\b(en cours|actifs?|ouverts?)\b/.test(text)) return 'active';
  if (/\b(en attente|brouillons?)\b/.test(text)) return 'draft';
  if (/\b(termines?|clos|fermes?|clotures?)\b/.test(text)) return 'closed';
  return null;
};

/** The name next to a keyword: after it ("adresse de Léa"), else before ("Léa, son adresse"). */
function nameAround(tokens: Token[], pattern: RegExp) {
  const index = findWord(tokens, pattern);
  return nameAfter(tokens, index) || nameBefore(tokens, index);
}

export function understand(question: string, today: Date = new Date()): Intent {
  const tokens = tokenize(question);
  const text = tokens.map((token) => token.norm).join(' ');
  const sector = findSectorIn(text);
  if (TOP.test(text) && (PEOPLE.test(text) || sector)) {
    return { kind: 'top_influencers', sector, limit: findLimit(text) };
  }
  const isDeals = DEALS.test(text);
  if (COUNT.test(text) && isDeals) {
    return {
      kind: 'collaborations',
      status: collaborationStatus(text),
      period: findPeriod(text, today),
    };
  }
  if (TASKS.test(text)) return { kind: 'tasks', status: taskStatus(text) };
  if (PAYMENTS.test(text)) return { kind: 'payments' };
  if (findWord(tokens, ADDRESS) >= 0 && !hasPhrase(tokens, MAIL_ADDRESS)) {
    return { kind: 'influencer', name: nameAround(tokens, ADDRESS), field: 'address' };
  }
  if (findWord(tokens, CONTACT) >= 0 || hasPhrase(tokens, MAIL_ADDRESS)) {
    const pattern = findWord(tokens, CONTACT) >= 0 ? CONTACT : /^adresses?$/;
    return { kind: 'contact', name: nameAround(tokens, pattern) };
  }
  if (findWord(tokens, DETAILS) >= 0) {
    return { kind: 'influencer', name: nameAround(tokens, DETAILS), field: 'details' };
  }
  if (CASTINGS.test(text)) return { kind: 'castings', status: castingStatus(text) };
  if (isDeals) {
    return {
      kind: 'collaborations',
      status: collaborationStatus(text),
      period: findPeriod(text, today),
    };
  }
  return { kind: 'help' };
}
