import { tokenArea } from '#server/middleware/api-token';
import type { PermissionKey } from '#shared/domain/permissions';

/**
 * The one gate of every /api/v1 route: a live personal token of the agency's member that opens
 * the section (decision 0066), then the tenant transaction (c.var.ctx) as behind the screens'
 * agencyArea.
 */
export const apiGate = (section: PermissionKey) => tokenArea(section);
