// The Assistant IA screen (spec §2 Assistant IA, §4, §5, §8). The spec's texts are reproduced
// exactly; the others are ours, in the same voice. The persona's name is ours (the spec leaves
// it open).
import { assistantAnswers } from '#shared/i18n/fr-assistant-answers';

export const assistantScreen = {
  title: 'Assistant IA',
  personaName: 'Iris',
  greeting: (name: string) =>
    `Bonjour, je suis ${name}, votre expert en marketing d'influence. Comment puis-je vous aider aujourd'hui ?`,
  placeholder: 'Posez votre question...',
  inputLabel: 'Votre question',
  send: 'Envoyer',
  newConversation: 'Nouvelle conversation',
  conversations: 'Conversations',
  noConversation: 'Aucune conversation',
  deleteConversation: (title: string) => `Supprimer la conversation « ${title} »`,
  suggestionsTitle: 'Suggestions',
  waiting: 'Réponse en cours…',
  you: 'Vous',
  untitled: 'Nouvelle conversation',
  tooLong: (max: number) => `Le message ne peut pas dépasser ${max} caractères.`,
  rateLimited: 'Trop de questions en peu de temps. Réessayez dans une minute.',
  // Issue 27: one reply at a time in a conversation (a second tab, another server).
  replyInProgress:
    'Une réponse est encore en cours dans cette conversation. Attendez-la avant de poser une autre question.',
  // The screen's own texts (browser side).
  sendHint: 'Entrée pour envoyer, Maj+Entrée pour aller à la ligne.',
  messagesLabel: 'Messages de la conversation',
  replyFrom: (name: string) => `Réponse de ${name}`,
  conversationsLoadFailed: 'Impossible de charger les conversations',
  conversationLoadFailed: 'Impossible de charger la conversation',
  homeLoadFailed: 'Impossible de charger les suggestions',
  deleteTitle: 'Supprimer la conversation',
  deleteWhat: (title: string) => `la conversation « ${title} »`,
  deleted: 'Conversation supprimée',
  fields: { content: 'Message', conversation: 'Conversation', cursor: 'Position', limit: 'Nombre' },
  /** What the assistant writes itself (server side). */
  answers: assistantAnswers,
} as const;
