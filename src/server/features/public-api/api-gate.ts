import { agencyArea } from '#server/middleware/agency-area';
import type { PermissionKey } from '#shared/domain/permissions';

/**
 * The one gate of every /api/v1 route: the caller, their agency and the section, then the
 * tenant transaction (c.var.ctx), as the screens' agencyArea gives it.
 *
 * For now the session's gate, until the personal tokens' `tokenArea` (branch api-tokens) lands.
 */
export const apiGate = (section: PermissionKey) => agencyArea(section);
