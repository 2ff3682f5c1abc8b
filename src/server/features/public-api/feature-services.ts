// The screens' services the public API calls (issue 32): every /api/v1 route goes through the
// code the screens use, with its rules, checks and history, so there is one behaviour, not two.
// One of the sanctioned places where a feature reaches another's services (eslint.config.js).
export { listClients } from '#server/features/clients/clients-list';
export {
  createClient,
  deleteClient,
  getClient,
  updateClient,
} from '#server/features/clients/clients-service';
export { listInfluencers } from '#server/features/influencers/influencers-list';
export {
  createInfluencer,
  deleteInfluencer,
  getInfluencer,
  updateInfluencer,
} from '#server/features/influencers/influencers-service';
export { listCollaborations } from '#server/features/collaborations/collaborations-list';
export { getCollaboration } from '#server/features/collaborations/collaboration-detail';
export {
  createCollaboration,
  deleteCollaboration,
  updateCollaboration,
} from '#server/features/collaborations/collaborations-service';
export { listVisibleTasks } from '#server/features/tasks/tasks-visible';
export {
  createTask,
  deleteTask,
  getTask,
  toggleTask,
  updateTask,
} from '#server/features/tasks/tasks-service';
export { listPayments } from '#server/features/payments/payments-list';
export { updatePaymentLine } from '#server/features/payments/payments-service';
// GET /api/v1/token is the tokens' own route (decision 0066); v1 mounts and describes it.
export { tokenSelfRoutes } from '#server/features/api-tokens/token-self-routes';
