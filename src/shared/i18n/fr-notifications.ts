// Issue 33, decision 0069: the texts of a member's notifications, shared by the bell's panel
// and the mails. Imported where used, never through `fr`: the entry every page loads stays
// within its budget.
import type { NotificationChannel, NotificationKind } from '#shared/domain/notifications';
import { notificationsBellText } from '#shared/i18n/fr-notifications-bell';

/** What a sentence names: who acted (null: Infludesk's own reminder), the record, its deal. */
export type NotificationFacts = {
  actor: string | null;
  record: string;
  deal: string | null;
  detail: Record<string, unknown>;
};

const quoted = (text: string) => `« ${text} »`;
const by = (actor: string | null) => actor ?? 'Quelqu’un';
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export const notificationsText = {
  ...notificationsBellText,
  panelTitle: 'Notifications',
  markRead: 'Marquer comme lu',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Rien de nouveau : vous êtes à jour.',
  loadMore: 'Voir plus',
  loadError: 'Impossible de charger les notifications.',
  retry: 'Réessayer',
  unread: 'Non lue',
  open: 'Ouvrir',
  preferences: 'Préférences de notification',
  loading: 'Chargement des notifications…',

  /** Per kind: its name in the preferences, and its sentence. */
  kinds: {
    task_assigned: 'Une tâche m’est assignée',
    task_due_tomorrow: 'Une de mes tâches est à rendre demain',
    task_late: 'Une de mes tâches est en retard',
    deal_changed: 'Une collaboration que je gère est modifiée par quelqu’un d’autre',
    mention: 'On me mentionne avec @',
    content_draft_received: 'Un brouillon est reçu sur une collaboration que je gère',
    content_changes_requested: 'La marque demande des modifications sur un contenu',
    content_validated: 'La marque valide un contenu',
    payment_unpaid: 'Un créateur n’est pas payé 30 jours après la publication',
    compliance_blocking: 'La conformité d’une collaboration devient « Bloquant »',
  } satisfies Record<NotificationKind, string>,

  sentence: {
    task_assigned: (f: NotificationFacts) =>
      `${by(f.actor)} vous a assigné la tâche ${quoted(f.record)}.`,
    task_due_tomorrow: (f: NotificationFacts) =>
      `La tâche ${quoted(f.record)} est à rendre demain.`,
    task_late: (f: NotificationFacts) => `La tâche ${quoted(f.record)} est en retard.`,
    deal_changed: (f: NotificationFacts) => {
      const fields = Array.isArray(f.detail.fields) ? (f.detail.fields as string[]) : [];
      const what = fields.length > 0 ? ` (${fields.join(', ')})` : '';
      return `${by(f.actor)} a modifié la collaboration ${quoted(f.record)}${what}.`;
    },
    mention: (f: NotificationFacts) => {
      const excerpt = str(f.detail.excerpt);
      return `${by(f.actor)} vous a mentionné sur ${quoted(f.record)}${excerpt ? ` : ${quoted(excerpt)}` : '.'}`;
    },
    content_draft_received: (f: NotificationFacts) =>
      `${by(f.actor)} a envoyé un brouillon de ${quoted(f.record)}${f.deal ? ` (${f.deal})` : ''}.`,
    content_changes_requested: (f: NotificationFacts) =>
      `${by(f.actor)} demande des modifications sur ${quoted(f.record)}${f.deal ? ` (${f.deal})` : ''}.`,
    content_validated: (f: NotificationFacts) =>
      `${by(f.actor)} a validé ${quoted(f.record)}${f.deal ? ` (${f.deal})` : ''}.`,
    payment_unpaid: (f: NotificationFacts) =>
      `${quoted(f.record)} n’est pas payé 30 jours après la publication${f.deal ? ` (${f.deal})` : ''}.`,
    compliance_blocking: (f: NotificationFacts) => {
      const checks = Array.isArray(f.detail.checks) ? (f.detail.checks as string[]) : [];
      const what = checks.length > 0 ? ` (${checks.join(', ')})` : '';
      return `La conformité de la collaboration ${quoted(f.record)} est « Bloquant »${what}.`;
    },
  } satisfies Record<NotificationKind, (f: NotificationFacts) => string>,

  channels: {
    app: 'Dans l’app seulement',
    immediate: 'Immédiatement par mail',
    digest: 'Résumé quotidien',
  } satisfies Record<NotificationChannel, string>,

  settings: {
    title: 'Notifications',
    intro:
      'Choisissez, pour chaque événement, comment le recevoir : dans l’app seulement, immédiatement par mail, ou dans un résumé quotidien.',
    digestHour: 'Heure du résumé quotidien',
    timeZone: 'Fuseau horaire',
    hourOption: (hour: number) => `${String(hour).padStart(2, '0')} h 00`,
    save: 'Enregistrer',
    saved: 'Préférences enregistrées.',
    sendDigestNow: 'M’envoyer le résumé maintenant',
    digestSent: (count: number) =>
      count === 1 ? 'Résumé envoyé : 1 élément.' : `Résumé envoyé : ${count} éléments.`,
    digestEmpty: 'Rien à résumer pour l’instant : aucun élément en attente.',
  },

  mail: {
    immediateSubject: (sentence: string) => `Infludesk : ${sentence}`,
    digestSubject: (count: number) =>
      count === 1
        ? 'Infludesk : votre résumé (1 élément)'
        : `Infludesk : votre résumé (${count} éléments)`,
    digestIntro: (count: number) =>
      count === 1 ? 'Un élément vous attend :' : `${count} éléments vous attendent :`,
    groupWithoutDeal: 'Hors collaboration',
    groupCount: (count: number) => (count === 1 ? '1 élément' : `${count} éléments`),
    open: (url: string) => `Ouvrir : ${url}`,
    unsubscribeLine: (url: string) => `Ne plus recevoir ces mails : ${url}`,
  },

  unsubscribe: {
    title: 'Se désabonner',
    confirm: (what: string) => `Ne plus recevoir par mail : ${what} ?`,
    button: 'Me désabonner',
    done: (what: string) =>
      `C’est fait : vous ne recevrez plus par mail « ${what} ». Ces notifications restent dans l’app.`,
    digest: 'le résumé quotidien',
    unknown: 'Ce lien de désabonnement n’est pas valide.',
  },

  errors: {
    kind: '« Type de notification » : inconnu.',
    channel:
      'Canal inconnu : choisissez « Dans l’app seulement », « Immédiatement par mail » ou « Résumé quotidien ».',
    digestHour: '« Heure du résumé » : un nombre entier de 0 à 23.',
    timeZone: '« Fuseau horaire » : inconnu.',
  },
};
