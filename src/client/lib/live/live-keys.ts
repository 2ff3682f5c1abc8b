import type { QueryKey } from '@tanstack/react-query';
import type { RecordChangeEvent } from '#shared/domain/record-changes';
import type { RecordKind } from '#shared/domain/record-history';

/**
 * What a change of a record makes stale (decision 0047), by key prefix (the features are not
 * imported): the lists and pickers of its kind, its detail, and the other screens that show it.
 * A null id (several records at once) refreshes the whole kind.
 */
export function keysOfChange(kind: RecordChangeEvent['kind'], id: string | null): QueryKey[] {
  const one = (root: string) => (id ? [[root, 'detail', id]] : [[root, 'detail']]);
  switch (kind) {
    case 'client':
      return [['clients', 'list'], ['clients', 'picker'], ...one('clients'), ['collaborations']];
    case 'influencer':
      return [
        ['influencers', 'list'],
        ['influencers', 'picker'],
        ...one('influencers'),
        ['tasks', 'board'],
        ['castings', 'detail'],
      ];
    case 'collaboration':
      // A deal's lines and costs are the payments and the profitability; its deliverables
      // show on the tasks board; clients, influencers and castings list their deals.
      return [
        ['collaborations', 'list'],
        ...one('collaborations'),
        // Its contents (issue 29) and what waits for the agency.
        id ? ['collaborations', 'contents', id] : ['collaborations', 'contents'],
        ['collaborations', 'to-validate'],
        ['payments'],
        ['profitability'],
        ['tasks'],
        ['clients', 'detail'],
        ['influencers', 'detail'],
        ['castings'],
      ];
    case 'casting':
      return [['castings', 'list'], ...one('castings'), ['casting-draft']];
    case 'task':
      return [['tasks', 'board'], ...one('tasks')];
    case 'resource':
      return [['resources', 'list'], ...one('resources')];
    case 'agency':
      return [['account'], ['auth', 'session']];
    case 'member':
      return [['account'], ['tasks', 'assignees'], ['collaborations', 'managers']];
    // The member's own notifications (decision 0069): the bell's count and the panel.
    case 'notification':
      return [['notifications']];
  }
}

/** The detail query of a record: not refetched while its edit form is open. */
export function detailKeyOf(kind: RecordKind, id: string): QueryKey | null {
  const roots: Partial<Record<RecordKind, string>> = {
    client: 'clients',
    influencer: 'influencers',
    collaboration: 'collaborations',
    casting: 'castings',
    task: 'tasks',
    resource: 'resources',
  };
  const root = roots[kind];
  return root ? [root, 'detail', id] : null;
}
