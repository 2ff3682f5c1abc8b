// Page sizes and limits the screens need without the validation code: the schemas import them
// from here, and a list screen reads them without loading zod (issue 18, decision 0031).

export const COLLABORATIONS_PAGE_LIMIT = 50;
export const CASTINGS_PAGE_LIMIT = 12;
export const RESOURCES_PAGE_LIMIT = 20;
export const PAYMENTS_PAGE_LIMIT = 50;
// 'À valider' (issue 29).
export const WAITING_PAGE_LIMIT = 50;
export const ASSISTANT_MESSAGE_MAX = 4000;
export const CONVERSATIONS_PAGE_LIMIT = 30;
// The schema's limit, named: a copy's name must stay within it (getCopyName).
export const INFLUENCER_NAME_MAX_LENGTH = 200;
export const INFLUENCER_PICKER_LIMIT = 50;
// The picker hides those already chosen: a collaboration holds at most 200 influencers
// (MAX_COLLABORATION_INFLUENCERS), and 200 ids keep the query string under 8 KB.
export const INFLUENCER_PICKER_MAX_EXCLUDED = 200;
// Tâches (issue 27: the screen loads no validation code).
/** A week grid shows at most this many tasks (a planner, not an export). */
export const TASK_WEEK_LIMIT = 500;
export const LATE_TASKS_PAGE_LIMIT = 20;
export const TASK_INFLUENCERS_PAGE_LIMIT = 24;
/** The tasks a card shows; the rest is counted ('+ 3 autres tâches'), and opens on demand. */
export const TASKS_PER_INFLUENCER_CARD = 5;
/** A card opened in full reads its tasks this many at a time. */
export const INFLUENCER_TASKS_PAGE_LIMIT = 20;
