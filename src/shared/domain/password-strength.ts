// The password rule of sign-up (issue 10, item 13): long enough, not the user's email or name,
// and not guessable by a cracker's dictionaries and patterns (zxcvbn-ts, French and common
// lists). The server decides; the browser shows the same verdict while the user types. Sign-in
// and the account-deletion check never apply it: existing passwords keep working.

export const PASSWORD_MIN_LENGTH = 8;
/** zxcvbn's 3: about 10^8 guesses or more, out of reach of online guessing. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export type PasswordProblem =
  | 'tooShort'
  | 'personal'
  | 'common'
  | 'keyboard'
  | 'repeat'
  | 'sequence'
  | 'date'
  | 'words'
  | 'guessable';
export type PasswordRating = { score: PasswordScore; problem: PasswordProblem | null };
export type PersonalDetails = { email?: string; firstName?: string; lastName?: string };

type Match = { pattern: string; dictionaryName?: string; regexName?: string };
/** zxcvbn's check, once its dictionaries are loaded (loadPasswordEstimator). */
export type PasswordEstimator = (
  password: string,
  userInputs: string[],
) => { score: PasswordScore; sequence: Match[] };

// Words any attacker of this product tries first.
const PRODUCT_WORDS = ['infludesk'];
// Pieces of a name or email shorter than this are too common inside other words to refuse.
const MIN_PERSONAL_PIECE = 4;

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The email, its local part and its words, the names and their words, normalized. */
function personalPieces({ email = '', firstName = '', lastName = '' }: PersonalDetails) {
  const local = email.split('@')[0] ?? '';
  const wholes = [email, local, firstName, lastName, `${firstName}${lastName}`].map(normalize);
  const words = [local, firstName, lastName].flatMap((text) => normalize(text).split(/[\s._+'-]+/));
  return [...new Set([...wholes, ...words].filter(Boolean))];
}

function isPersonal(password: string, pieces: string[]) {
  const text = normalize(password);
  return pieces.some(
    (piece) => text === piece || (piece.length >= MIN_PERSONAL_PIECE && text.includes(piece)),
  );
}

/** The reason a user can act on: the most telling weak pattern zxcvbn found. */
function problemOf(sequence: Match[]): PasswordProblem {
  const has = (test: (match: Match) => boolean) => sequence.some(test);
  if (has((m) => m.pattern === 'dictionary' && m.dictionaryName?.startsWith('passwords') === true))
    return 'common';
  if (has((m) => m.dictionaryName === 'userInputs')) return 'personal';
  if (has((m) => m.pattern === 'spatial')) return 'keyboard';
  if (has((m) => m.pattern === 'repeat')) return 'repeat';
  if (has((m) => m.pattern === 'sequence')) return 'sequence';
  if (has((m) => m.pattern === 'date' || m.regexName === 'recentYear')) return 'date';
  if (has((m) => m.pattern === 'dictionary' || m.pattern === 'wordSequence')) return 'words';
  return 'guessable';
}

/** The verdict on a password: its strength (0–4) and, when refused, why. */
export function ratePassword(
  password: string,
  personal: PersonalDetails,
  estimate: PasswordEstimator,
): PasswordRating {
  const pieces = personalPieces(personal);
  const { score, sequence } = estimate(password, [...pieces, ...PRODUCT_WORDS]);
  if (password.length < PASSWORD_MIN_LENGTH) return { score: low(score), problem: 'tooShort' };
  if (isPersonal(password, pieces)) return { score: low(score), problem: 'personal' };
  if (score < PASSWORD_MIN_SCORE) return { score, problem: problemOf(sequence) };
  return { score, problem: null };
}

const low = (score: PasswordScore) => Math.min(score, 1) as PasswordScore;

let loading: Promise<PasswordEstimator> | undefined;
/**
 * zxcvbn-ts and its dictionaries (about 1.5 MB): imported on first use, so the browser loads
 * them only on a screen that rates a password, and once.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
  ]).then(
    ([{ ZxcvbnFactory }, common, french]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...french.dictionary },
        graphs: common.adjacencyGraphs,
        // Bounds the work (a 200-character l33t string took 2 s): past 64 characters a
        // password is long enough, and 10 substitutions catch the l33t people type.
        maxLength: 64,
        l33tMaxSubstitutions: 10,
      });
      return (password, userInputs) => zxcvbn.check(password, userInputs);
    },
    (error: unknown) => {
      loading = undefined; // a failed download may succeed on the next try
      throw error;
    },
  );
  return loading;
}
