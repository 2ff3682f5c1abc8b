// The closed vocabularies of the product (spec §3). Labels live in the French catalogue.

export const COLLABORATION_TYPES = [
  'collaboration_entrante',
  'collaboration_sortante',
  'casting_interne',
  'casting_externe',
] as const;
export type CollaborationType = (typeof COLLABORATION_TYPES)[number];

export const DELIVERABLE_TYPES = [
  'post_instagram',
  'story_instagram',
  'reel_instagram',
  'tiktok',
  'story_snapchat',
  'twitch',
  'youtube',
  'ugc',
] as const;
export type DeliverableType = (typeof DELIVERABLE_TYPES)[number];

export const PLATFORMS = [
  'instagram',
  'youtube',
  'tiktok',
  'twitch',
  'snapchat',
  'x',
  'facebook',
  'pinterest',
] as const;
export type Platform = (typeof PLATFORMS)[number];
/** The influencer form offers the first five. */
export const FORM_PLATFORMS = PLATFORMS.slice(0, 5);

export const CONTACT_TYPES = ['brand', 'agency'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export const TODO_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

export const CASTING_STATUSES = ['draft', 'active', 'closed'] as const;
export type CastingStatus = (typeof CASTING_STATUSES)[number];

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const RESOURCE_TYPES = [
  'brief',
  'contract',
  'invoice',
  'quote',
  'email',
  'training',
  'video',
  'other',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
