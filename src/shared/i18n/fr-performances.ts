import type { AudienceTier, PerformancePlatform } from '#shared/domain/benchmarks';

// Issue 30, decision 0058: 'Performances' across campaigns, the agency's benchmarks and the
// deal form's median-CPM hint.
export const performancesText = {
  viewToggle: { label: 'Vue', deals: 'Collaborations', performances: 'Performances' },
  title: 'Performances',
  fields: {
    groupBy: 'Regroupement',
    from: 'Publiées à partir du',
    to: "Publiées jusqu'au",
    limit: 'Nombre de lignes',
    offset: 'Position',
    influencerId: 'Influenceur',
    type: 'Type de livrable',
  },
  groupBy: {
    client: 'Par client',
    type: 'Par type',
    platform: 'Par plateforme',
    period: 'Par mois',
  },
  columns: {
    group: { client: 'Client', type: 'Type', platform: 'Plateforme', period: 'Mois' },
    publications: 'Publications',
    reach: 'Portée',
    impressions: 'Impressions',
    views: 'Vues',
    engagements: 'Engagements',
    engagementRate: "Taux d'engagement",
    cpmCost: 'CPM (coût créateur)',
    cpeCost: 'CPE (coût créateur)',
    cpmBilled: 'CPM (prix facturé)',
    cpeBilled: 'CPE (prix facturé)',
  },
  total: 'Total',
  base: {
    reach: 'sur la portée',
    impressions: 'sur les impressions',
    mixed: 'sur la portée, ou les impressions sans portée',
  },
  otherType: 'Autre type',
  platforms: {
    instagram: 'Instagram',
    tiktok: 'TikTok',
    snapchat: 'Snapchat',
    twitch: 'Twitch',
    youtube: 'YouTube',
    ugc: 'UGC',
    other: 'Autre',
  } satisfies Record<PerformancePlatform, string>,
  tiers: {
    under_10k: '< 10k',
    '10k_100k': '10–100k',
    '100k_1m': '100k–1M',
    over_1m: '> 1M',
    unknown: 'Audience inconnue',
  } satisfies Record<AudienceTier, string>,
  pages: {
    previous: 'Lignes précédentes',
    next: 'Lignes suivantes',
    range: (first: number, last: number, total: number) => `${first}–${last} sur ${total}`,
  },
  loading: 'Chargement des performances…',
  loadError: 'Impossible de charger les performances.',
  periodReversed: 'La fin de période doit suivre son début.',
  empty: {
    title: 'Aucune statistique de publication',
    body: "Ajoutez des relevés aux publications en ligne (onglet « Contenus » d'une collaboration) pour voir leurs performances ici.",
  },
  benchmarks: {
    title: "Repères de l'agence",
    intro:
      "Médiane et quartiles du CPM (sur le coût créateur) et du taux d'engagement de vos publications, par plateforme, type et audience du créateur.",
    columns: {
      platform: 'Plateforme',
      type: 'Type',
      tier: 'Audience',
      count: 'Publications',
      cpm: 'CPM médian (Q1 – Q3)',
      engagementRate: "Taux d'engagement médian (Q1 – Q3)",
    },
    fewData: 'peu de données',
    loadError: 'Impossible de charger les repères.',
    between: (q1: string, q3: string) => `${q1} – ${q3}`,
    empty: 'Pas encore de repères : aucune publication relevée.',
  },
  hint: {
    /** « Au CPM médian de l'agence pour un Réel Instagram 10–100k : 1 850 € » */
    line: (type: string, tier: string, price: string) =>
      `Au CPM médian de l'agence pour un ${type} ${tier} : ${price}`,
  },
};
