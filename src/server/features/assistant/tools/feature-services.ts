// The screens' own service functions the assistant's tools read through (issue 16): with their
// rules, their tenant context and their row-level security, it can never know more than the
// screens do. One of the two sanctioned places where a feature reads another's services
// (eslint.config.js: feature-services.ts).
export { listClients } from '#server/features/clients/clients-list';
export { findContacts, getClient, toContact } from '#server/features/clients/clients-service';
export { listInfluencers } from '#server/features/influencers/influencers-list';
export { getInfluencer } from '#server/features/influencers/influencers-service';
export { listCastings } from '#server/features/castings/castings-list';
export { getPaymentTotals } from '#server/features/payments/payments-list';
export { getPaymentLines, paymentFilter } from '#server/features/payments/payment-rows';
export { selectTasks, toTaskView } from '#server/features/tasks/task-rows';
