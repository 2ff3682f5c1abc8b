/* eslint-disable @typescript-eslint/no-restricted-imports -- the one deliberate exception to
   "features never import each other": the assistant answers through the screens' own service
   functions (issue 16), so it reads with their rules, their tenant context and their row-level
   security, and can never know more than the screens do. Nothing else in the folder reaches
   into another feature. */
export { listClients } from '#server/features/clients/clients-list';
export { findContacts, getClient, toContact } from '#server/features/clients/clients-service';
export { listInfluencers } from '#server/features/influencers/influencers-list';
export { getInfluencer } from '#server/features/influencers/influencers-service';
export { listCastings } from '#server/features/castings/castings-list';
export { getPaymentTotals } from '#server/features/payments/payments-list';
export { getPaymentLines, paymentFilter } from '#server/features/payments/payment-rows';
export { selectTasks, toTaskView } from '#server/features/tasks/task-rows';
