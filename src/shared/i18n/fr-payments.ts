// The 'Comptabilité influenceur' screen (spec §2, §4, §5, §9). The spec's texts are reproduced
// exactly; the others are ours, in the same voice.
export const paymentsScreen = {
  subtitle: 'Gérez les paiements des influenceurs',
  pendingTitle: 'En attente',
  pendingText: 'Paiements à effectuer',
  paidTitle: 'Payé',
  paidText: 'Paiements effectués',
  // French keeps 0 singular: '0 ligne'.
  lineCount: (count: number) => (count <= 1 ? `${count} ligne` : `${count} lignes`),
  // Issue 27: what each figure of the cards sums. The big one is the spec's (rate × % / 100);
  // 'Reste à payer' is what the pending lines still owe (rate × (100 − %) / 100).
  amountCaption: 'Tarif × pourcentage payé',
  remainingCaption: 'Tarif × (100 − pourcentage payé), lignes en attente',
  remainingValue: (amount: string) => `Reste à payer : ${amount}`,
  searchPlaceholder: 'Rechercher un paiement...',
  searchLabel: 'Rechercher un paiement',
  markPaid: 'Marquer comme payé',
  markPending: 'Marquer comme en attente',
  statusPaid: 'Payé',
  statusPending: 'En attente',
  emptyTitle: 'Aucun paiement',
  emptyText: 'Les influenceurs des collaborations dont le paiement est reçu apparaissent ici.',
  loadFailed: 'Impossible de charger les paiements.',
  percentageFor: (name: string) => `Pourcentage payé à ${name}`,
  editPercentage: (name: string) => `Modifier le pourcentage de ${name}`,
  paidOn: (date: string) => `Payé le ${date}`,
  // The screen's own words (client): names that carry the row's influencer, toasts, labels.
  listLabel: 'Paiements des influenceurs',
  totalsLabel: 'Totaux des paiements',
  totalsLoadFailed: 'Impossible de charger les totaux des paiements.',
  percentValue: (value: number) => `${value} %`,
  // Holds the visible '50 %' (axe: the visible text is part of the name).
  editPercentageOf: (name: string, value: number) =>
    `Modifier le pourcentage de ${name} : ${value} %`,
  percentageKeys: 'Entrée pour enregistrer, Échap pour annuler.',
  markPaidOf: (name: string) => `Marquer comme payé : ${name}`,
  markPendingOf: (name: string) => `Marquer comme en attente : ${name}`,
  markedPaid: (name: string) => `Paiement de ${name} marqué comme payé.`,
  markedPending: (name: string) => `Paiement de ${name} remis en attente.`,
  percentageSaved: (name: string, value: number) => `Pourcentage de ${name} : ${value} %.`,
  paidByName: (name: string) => `par ${name}`,
  // Issue 27: a paid flag that contradicts its percentage, and its one-click fix.
  mismatches: {
    paid_at_zero: 'Marqué payé à 0 %',
    pending_at_full: 'En attente à 100 %',
  },
  mismatchFixes: {
    paid_at_zero: 'Passer à 100 %',
    pending_at_full: 'Marquer comme payé',
  },
  // Not the toggle's name ('Marquer comme payé : …'): two buttons of a line never share one.
  mismatchFixOf: {
    paid_at_zero: (name: string) => `Corriger le paiement de ${name} : passer à 100 %`,
    pending_at_full: (name: string) => `Corriger le paiement de ${name} : marquer comme payé`,
  },
  mismatchFixed: (name: string) => `Paiement de ${name} corrigé.`,
  // The spec's optional sync of the percentage edit (§4), offered beside the field.
  syncPaid: 'Le pourcentage modifié règle aussi le statut',
  syncPaidHint: 'Payé à 100 %, en attente sinon.',
  rateInline: (rate: string) => `Tarif : ${rate}`,
  periodOf: (label: string) => `Période : ${label}`,
  customRange: (from: string, to: string) => `Du ${from} au ${to}`,
  columns: {
    influencer: 'Influenceur',
    collaboration: 'Collaboration',
    brand: 'Marque',
    date: 'Date',
    rate: 'Tarif',
    percentage: 'Pourcentage',
    amount: 'Montant',
    status: 'Statut',
    paidAt: 'Date de paiement',
    paidBy: 'Payé par',
    actions: 'Actions',
  },
  periods: {
    button: 'Période',
    all: 'Toutes les dates',
    // What each filters (docs/decisions/0027): rolling days up to today, not calendar periods.
    week: '7 derniers jours',
    month: '30 derniers jours',
    '3months': '3 derniers mois',
    '6months': '6 derniers mois',
    year: '12 derniers mois',
    custom: 'Période personnalisée',
    start: 'Du',
    end: 'Au',
    apply: 'Appliquer',
  },
  fields: {
    search: 'Recherche',
    from: 'Début de période',
    to: 'Fin de période',
    cursor: 'Curseur',
    limit: 'Limite',
    isPaid: 'Payé',
    paidPercentage: 'Pourcentage',
    syncPaid: 'Statut selon le pourcentage',
  },
  syncNeedsPercentage: 'Le champ « Statut selon le pourcentage » demande un pourcentage.',
  syncWithPaid:
    'Le champ « Statut selon le pourcentage » ne se combine pas avec le champ « Payé ».',
  periodReversed: 'La fin de période doit suivre son début.',
} as const;
