import { normalizeSearchText } from '#shared/domain/search';

// The words of a question, for the built-in answerer (pure): each token keeps what was typed
// (names are shown as the user wrote them) and its normalized form (lower case, no accents).

export type Token = { raw: string; norm: string };

const TOKEN = /[\p{L}\p{N}@_+.-]+'?|[?!,;:«»"()]/gu;

export function tokenize(question: string): Token[] {
  const text = question.replace(/[’‘`´]/g, "'");
  return [...text.matchAll(TOKEN)].flatMap(([match]) => {
    const raw = match.replace(/^[.-]+|[.-]+$/g, '');
    return raw ? [{ raw, norm: normalizeSearchText(raw) }] : [];
  });
}

/** Words around a name that are not part of it: articles, pronouns, verbs of asking. */
const FILLERS = new Set(
  (
    "de du des d' la le les l' a au aux sur pour chez en mon ma mes notre nos son sa ses un une " +
    "ce cet cette et ou est sont c' qu' quel quelle quels quelles qui quoi comment me m' moi " +
    "je j' tu te t' vous nous il elle on donne donner donnez montre montrer dis peux pouvez " +
    'voudrais veux cherche chercher trouve trouver retrouver obtenir avoir connaitre savoir ' +
    'sais aimerais souhaite contact contacts client clients cliente clientes influenceur ' +
    'influenceurs influenceuse influenceuses createur createurs creatrice creatrices marque ' +
    'marques personne madame monsieur mme mr email emails e-mail e-mails mail mails ' +
    'telephone telephones tel numero numeros portable adresse adresses postale complete ' +
    'coordonnees coordonnee joindre contacter ecrire appeler joignable habite vit domicile ' +
    'tarif tarifs fiche profil infos informations details actuelle exacte svp stp'
  ).split(' '),
);

/** Where a name ends: punctuation, politeness, or a word that starts another clause. */
const NAME_ENDS = new Set(
  '? ! , ; : ( ) « » " svp stp merci s\'il sil please dans avec qui que car parce afin pour chez et ou de du des'.split(
    ' ',
  ),
);

// "Donne-moi", "peux-tu": every part a filler; "Jean-Pierre" is a name.
export const isFiller = (token: Token) =>
  FILLERS.has(token.norm) || token.norm.split('-').every((part) => FILLERS.has(part));

const MAX_NAME_WORDS = 5;

/** The name written after the keyword at `index` ("… de Marie Durand ?"), as typed. */
export function nameAfter(tokens: Token[], index: number): string {
  let start = index + 1;
  while (start < tokens.length && isFiller(tokens[start]!)) start += 1;
  const words: string[] = [];
  for (const token of tokens.slice(start)) {
    if (NAME_ENDS.has(token.norm) || words.length === MAX_NAME_WORDS) break;
    if (isFiller(token) && words.length > 0) break;
    words.push(token.raw);
  }
  return words.join(' ');
}

/** The name written before the keyword ("Marie Durand, son email ?"), as typed. */
export function nameBefore(tokens: Token[], index: number): string {
  const words: string[] = [];
  for (const token of tokens.slice(0, index)) {
    if (NAME_ENDS.has(token.norm)) {
      if (words.length > 0) break;
      continue;
    }
    if (isFiller(token)) {
      if (words.length > 0) break;
      continue;
    }
    words.push(token.raw);
  }
  return words.slice(0, MAX_NAME_WORDS).join(' ');
}

/** The index of the first token matching one of the patterns, or -1. */
export const findWord = (tokens: Token[], pattern: RegExp) =>
  tokens.findIndex((token) => pattern.test(token.norm));

/** Whether the normalized question contains the phrase pattern. */
export const hasPhrase = (tokens: Token[], pattern: RegExp) =>
  pattern.test(tokens.map((token) => token.norm).join(' '));
