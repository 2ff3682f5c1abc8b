import type { RecordKind } from '#shared/domain/record-history';

// Live updates (issue 28, decision 0047): what an open form says of a colleague's change.
const THIS_RECORD = {
  collaboration: 'cette collaboration',
  client: 'ce client',
  influencer: 'cet influenceur',
  casting: 'ce casting',
  task: 'cette tâche',
  resource: 'cette ressource',
  agency: 'cette agence',
  member: 'ce profil',
} as const satisfies Record<RecordKind, string>;

export const live = {
  /** « Léa Moreau vient de modifier cette collaboration » */
  changedBy: (name: string, kind: RecordKind) => `${name} vient de modifier ${THIS_RECORD[kind]}`,
  deletedBy: (name: string, kind: RecordKind) => `${name} vient de supprimer ${THIS_RECORD[kind]}`,
  /** The author when the change came from outside a member's request (a script, a sweep). */
  someone: "Un membre de l'équipe",
  /** Under the sentence: the form keeps what was typed. */
  yoursKept: 'Vos saisies sont conservées.',
} as const;
