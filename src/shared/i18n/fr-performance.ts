import type { Metric } from '#shared/domain/performance';

// Issue 30, decision 0055: the texts of publications' statistics and the campaign report.
export const performance = {
  metrics: {
    impressions: 'Impressions',
    reach: 'Portée',
    views: 'Vues',
    likes: "J'aime",
    comments: 'Commentaires',
    shares: 'Partages',
    saves: 'Enregistrements',
    linkClicks: 'Clics sur le lien',
    sales: 'Ventes ou codes promo utilisés',
  } satisfies Record<Metric, string>,
  readOn: 'Date du relevé',
  errors: {
    noMetric: 'Renseignez au moins une statistique du relevé.',
    likesAboveViews: "Les « J'aime » ne peuvent pas dépasser les « Vues ».",
    notPublished: "Un relevé ne s'ajoute qu'à une publication en ligne.",
  },
  history: {
    /** The deal's history line of a reading: « Léa Dupont · Post Instagram · Relevé du 07/11/2026 ». */
    reading: (day: string) => `Relevé du ${day}`,
  },
};
