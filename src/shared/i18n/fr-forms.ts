// Texts every form shares (issue 11): the question before unsaved typing is lost, and the
// visible limits of a text field.
const number = new Intl.NumberFormat('fr-FR');
const n = (value: number) => number.format(value);
const characters = (count: number) => `${n(count)} caractère${count > 1 ? 's' : ''}`;

export const forms = {
  discardTitle: 'Abandonner les modifications ?',
  discardText: 'Ce que vous avez saisi dans ce formulaire sera perdu.',
  discard: 'Abandonner',
  keepEditing: 'Continuer la saisie',
  /** The 422 and the form's message for a text over its limit. */
  maxLength: (label: string, max: number) =>
    `Le champ « ${label} » accepte ${n(max)} caractères maximum.`,
  /** The counter shown under a field near its limit, and what a screen reader hears. */
  characterCount: (count: number, max: number) => `${n(count)} / ${n(max)}`,
  charactersLeft: (count: number, max: number) =>
    count <= max
      ? `Il reste ${characters(max - count)} (${n(max)} maximum)`
      : `${characters(count - max)} en trop (${n(max)} maximum)`,
} as const;
