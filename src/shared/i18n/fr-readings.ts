import type { ReadingSource } from '#shared/schemas/performance';

// Issue 30, decision 0059: the texts of a publication's readings as they are entered — the
// 'Statistiques' of the 'Contenus' tab, the creator's form on their link page, and the link
// route's refusals. The statistics' names and the report's words are in fr-performance.ts and
// fr-report.ts.
export const readings = {
  title: 'Statistiques',
  add: 'Ajouter un relevé',
  added: 'Relevé ajouté',
  empty: 'Aucun relevé pour cette publication',
  /** The reading that counts (the latest day, then the latest entered). */
  counts: 'Celui qui compte',
  readOn: (day: string) => `Relevé du ${day}`,
  sources: {
    agency: 'Agence',
    creator: 'Créateur',
    import: 'Import',
  } satisfies Record<ReadingSource, string>,
  by: (source: string, name: string) => `${source} · ${name}`,
  seeProof: 'Voir la capture',
  seeProofOf: (day: string) => `Voir la capture du relevé du ${day}`,
  indicators: 'Indicateurs de la publication',
  onLatest: (day: string) => `D'après le relevé du ${day}, sur le prix du créateur`,
  remove: 'Supprimer',
  removeOf: (day: string) => `Supprimer le relevé du ${day}`,
  removeTitle: 'Supprimer ce relevé ?',
  removeBody: (day: string) =>
    `Le relevé du ${day} sera supprimé. Les indicateurs suivront le relevé qui compte alors.`,
  removed: 'Relevé supprimé',
  hint: 'Des nombres entiers, tels que la plateforme les affiche. Laissez vide ce qu’elle ne donne pas.',
  loadFailed: 'Impossible de charger les relevés.',
  /** The creator's form through their link. */
  creator: {
    title: 'Ajouter mes statistiques',
    previous: 'Mes relevés précédents',
    proof: 'Capture des statistiques',
    proofHint: 'Une capture d’écran des statistiques de la plateforme : image ou PDF.',
    send: 'Envoyer mes statistiques',
    sent: 'Statistiques envoyées',
  },
  errors: {
    creatorOnly: 'Seul le créateur ajoute ses statistiques, par son propre lien.',
    proofType: (name: string) =>
      `La capture « ${name} » n’est pas acceptée : envoyez une image ou un PDF.`,
  },
};
