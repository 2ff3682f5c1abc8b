import { categoryLabels } from '#shared/i18n/fr-categories';
import type {
  ComplianceCheckId,
  ComplianceLevel,
} from '#shared/domain/compliance/compliance-types';

// Issue 31, decision 0061: the texts of a deal's 'Conformité' panel. The conditions of the
// regulated categories sit beside their source in src/shared/domain/compliance/compliance-rules.ts.
export const compliance = {
  title: 'Conformité',
  disclaimer: 'Aide à la conformité : ne remplace pas un conseil juridique.',
  levels: { ok: 'OK', todo: 'À faire', blocking: 'Bloquant' } satisfies Record<
    ComplianceLevel,
    string
  >,
  checks: {
    written_contract: 'Contrat écrit obligatoire',
    contract_data: 'Données du contrat',
    category: 'Catégorie réglementée',
    minor: 'Créateur de moins de 16 ans',
    non_eu: 'Créateur établi hors de l’UE',
    mentions: 'Mentions obligatoires',
  } satisfies Record<ComplianceCheckId, string>,
  categories: categoryLabels,
  /** « Règle applicable aux collaborations à partir du 1er janvier 2026. » */
  notInForce: (date: string) => `Règle applicable aux collaborations à partir du ${date}.`,
  writtenContract: {
    toGenerate: (total: string, year: number, threshold: string) =>
      `${total} HT de rémunération et de cadeaux avec cette marque en ${year}, seuil de ${threshold} HT atteint : contrat écrit à générer et à faire signer.`,
    toSign: (total: string, year: number, threshold: string) =>
      `${total} HT de rémunération et de cadeaux avec cette marque en ${year}, seuil de ${threshold} HT atteint : contrat à faire signer par les deux parties.`,
    signed: (total: string, year: number) =>
      `Contrat signé : ${total} HT de rémunération et de cadeaux avec cette marque en ${year}.`,
    belowThreshold: (total: string, year: number, threshold: string) =>
      `${total} HT de rémunération et de cadeaux avec cette marque en ${year}, sous le seuil de ${threshold} HT : contrat écrit conseillé, non obligatoire.`,
  },
  contractData: {
    complete: 'Données du contrat complètes.',
    notRequiredComplete:
      'Pas de contrat écrit obligatoire ; les données du contrat sont complètes.',
    missing: (items: string) => `Manquant : ${items}.`,
    notRequiredMissing: (items: string) =>
      `Pas de contrat écrit obligatoire, mais un contrat reste conseillé. Manquant : ${items}.`,
    items: {
      creatorName: 'nom du créateur',
      creatorAddress: 'adresse postale du créateur',
      creatorEmail: 'adresse email du créateur',
      creatorCountry: 'pays de résidence fiscale du créateur',
      brandName: 'nom de la marque',
      brandAddress: 'adresse postale de la marque',
      brandEmail: 'adresse email de la marque',
      brandCountry: 'pays de résidence fiscale de la marque',
      missions: 'missions',
      pay: 'rémunération ou cadeaux',
      rightsUsage: 'usages des droits cédés',
      rightsMonths: 'durée des droits',
    },
  },
  category: {
    unconfirmed: (suggestion: string) => `Catégorie à confirmer (suggestion : ${suggestion}).`,
    none: 'Aucune catégorie interdite ou réglementée.',
    banned: (label: string) => `${label} : promotion interdite aux influenceurs.`,
    conditionsToMeet: (label: string, condition: string) => `${label}, à vérifier. ${condition}`,
    conditionsMet: (label: string) => `${label} : conditions remplies, cochées par l’agence.`,
  },
  minor: {
    unknownBirthDate:
      'Date de naissance inconnue : à renseigner pour savoir si le créateur a moins de 16 ans le jour de la publication.',
    under: (age: number, day: string) =>
      `Moins de ${age} ans le ${day} : autorisation préalable ou déclaration selon le cas, contrat signé par les représentants légaux, revenus consignés à la Caisse des dépôts jusqu’à la majorité, droit à l’effacement des contenus.`,
    notUnder: (age: number, day: string) => `${age} ans ou plus le ${day}.`,
  },
  nonEu: {
    unknownCountry:
      'Pays de résidence inconnu : à renseigner pour savoir si un représentant dans l’UE et une assurance sont requis.',
    inside: 'Établi dans l’UE, l’EEE ou en Suisse.',
    outsideComplete:
      'Établi hors de l’UE : représentant légal dans l’UE et assurance de responsabilité civile renseignés.',
    outsideMissing: (items: string) => `Établi hors de l’UE, à fournir : ${items}.`,
    items: {
      representative: 'représentant légal dans l’UE',
      insurance: 'assurance de responsabilité civile',
    },
  },
  mentions: {
    noCaption:
      'Aucune légende reçue : les mentions seront vérifiées à la réception des brouillons.',
    present: 'Mentions présentes dans les légendes reçues.',
    missingAd: (labels: string) =>
      `« Publicité » ou « Collaboration commerciale » absent de la légende : ${labels}.`,
    missingRetouched: (labels: string) => `« Image retouchée » absent de la légende : ${labels}.`,
    missingVirtual: (labels: string) => `« Image virtuelle » absent de la légende : ${labels}.`,
  },
};
