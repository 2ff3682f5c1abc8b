// Issue 28 (decision 0045): the texts of versions and history — the 409 of a stale save, the
// labels of the fields a change names, the journal and its export.
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const party = complianceFields;

type Subject = {
  /** « Cette collaboration a été modifiée » */
  subject: string;
  /** « vous la modifiiez » */
  pronoun: 'le' | 'la';
};

const subjects = {
  collaboration: { subject: 'Cette collaboration a été modifiée', pronoun: 'la' },
  client: { subject: 'Ce client a été modifié', pronoun: 'le' },
  influencer: { subject: 'Cet influenceur a été modifié', pronoun: 'le' },
  casting: { subject: 'Ce casting a été modifié', pronoun: 'le' },
  task: { subject: 'Cette tâche a été modifiée', pronoun: 'la' },
  resource: { subject: 'Cette ressource a été modifiée', pronoun: 'la' },
  agency: { subject: 'Cette agence a été modifiée', pronoun: 'la' },
  member: { subject: 'Ce profil a été modifié', pronoun: 'le' },
} as const satisfies Record<string, Subject>;

export const history = {
  conflict: subjects,
  /**
   * « Cette collaboration a été modifiée par Léa Moreau à 14 h 32 pendant que vous la
   * modifiiez. » `when` is « à 14 h 32 » today, « le 26 novembre à 14 h 32 » another day.
   */
  conflictMessage: (text: Subject, name: string, when: string) =>
    `${text.subject} par ${name} ${when} pendant que vous ${text.pronoun} modifiiez.`,
  atTime: (time: string) => `à ${time}`,
  onDay: (day: string, time: string) => `le ${day} à ${time}`,
  formerMember: 'Un ancien membre',
  version: 'Version',
  versionRequired: 'La version de la fiche est requise : rechargez-la puis réessayez.',
  yes: 'Oui',
  no: 'Non',
  empty: '—',
  kinds: {
    collaboration: 'Collaboration',
    client: 'Client',
    influencer: 'Influenceur',
    casting: 'Casting',
    task: 'Tâche',
    resource: 'Ressource',
    agency: 'Agence',
    member: 'Profil',
  },
  actions: {
    create: 'Création',
    update: 'Modification',
    delete: 'Suppression',
    restore: 'Restauration',
  },
  filters: {
    kind: 'Type de fiche',
    member: 'Membre',
    section: 'Rubrique',
    from: 'Du',
    to: 'Au',
    cursor: 'Page',
    limit: 'Nombre de lignes',
    periodReversed: 'La date de fin doit suivre la date de début.',
  },
  exportFileName: 'journal-activite',
  exportHeaders: {
    at: 'Date',
    actor: 'Membre',
    kind: 'Type de fiche',
    record: 'Fiche',
    action: 'Action',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
  },
  fields: {
    collaboration: {
      name: 'Nom',
      type: 'Type',
      client: 'Client',
      contactDate: 'Date de contact',
      signatureDate: 'Date de signature',
      // The form's own word (spec §4): the history names a field as the form does.
      manager: 'Chef de projet',
      quoteNumber: 'Numéro de devis',
      invoiceNumber: 'Numéro de facture',
      isQuoteSent: 'Devis envoyé',
      isContractSigned: 'Contrat signé',
      isCastingValidated: 'Casting validé',
      isInvoiceSent: 'Facture envoyée',
      isPaymentReceived: 'Paiement reçu',
      postProgress: 'Avancement des posts',
      totalCents: 'Montant total',
      billedCents: 'Montant facturé',
      invoiceDate: 'Date de facture',
      category: party.collaboration.category,
      areCategoryConditionsMet: party.collaboration.areCategoryConditionsMet,
      rightsUsage: party.collaboration.rightsUsage,
      rightsMonths: party.collaboration.rightsMonths,
      exclusivity: party.collaboration.exclusivity,
      paymentDays: party.collaboration.paymentDays,
      influencers: 'Influenceurs',
      deliverables: 'Livrables',
      costs: 'Frais annexes',
      briefResource: 'Brief des créateurs',
      readings: 'Relevés de statistiques',
      reportConclusion: "Conclusion de l'agence",
      contracts: 'Contrats',
    },
    // The forms' own labels (the history names a field as its form does).
    client: {
      brandName: fr.clients.brandName,
      sectorMain: fr.clients.sectorMain,
      sectorSub: fr.clients.sectorSub,
      notes: fr.clients.notes,
      legalName: party.client.legalName,
      legalAddress: party.client.legalAddress,
      legalEmail: party.client.legalEmail,
      taxCountry: party.client.taxCountry,
      contacts: fr.clients.contacts,
    },
    influencer: {
      fullName: fr.influencers.fullName,
      username: fr.influencers.username,
      address: fr.influencers.address,
      phoneNumber: fr.influencers.phoneNumber,
      birthDate: fr.influencers.birthDate,
      siret: fr.influencers.siret,
      email: party.influencer.email,
      taxCountry: party.influencer.taxCountry,
      euRepresentative: party.influencer.euRepresentative,
      hasLiabilityInsurance: party.influencer.hasLiabilityInsurance,
      internalReferent: fr.influencers.internalReferent,
      isExclusive: fr.influencers.isExclusive,
      internalNotes: fr.influencers.internalNotes,
      proposedTo: fr.influencers.proposedTo,
      isArchived: 'Archivé',
      platforms: fr.influencers.platforms,
      rates: fr.influencers.rates,
    },
    casting: {
      name: 'Nom',
      client: 'Marque',
      description: 'Description',
      status: 'Statut',
      requirements: 'Critères',
      proposals: 'Propositions',
    },
    task: {
      title: 'Titre',
      description: 'Description',
      priority: 'Priorité',
      status: 'Statut',
      dueDate: 'Échéance',
      assignee: 'Assignée à',
      influencer: 'Influenceur',
    },
    resource: {
      name: 'Nom',
      type: 'Type',
      description: 'Description',
      url: 'Lien',
      fileName: 'Fichier',
    },
    agency: { name: "Nom de l'agence" },
    member: { firstName: 'Prénom', lastName: 'Nom', jobTitle: 'Poste' },
  },
  /** List items: « Marie Dupont · 1 000 € · payée 50 % ». */
  items: {
    paid: (percentage: number) => `payé ${percentage} %`,
    unpaid: 'non payé',
    posted: 'posté',
    audience: (count: string) => `${count} abonnés`,
  },
} as const;
