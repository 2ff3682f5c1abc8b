import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { jsonBody } from '#server/lib/validate';
import { getClientIp } from '#server/middleware/client-ip';
import { privateLinkArea } from '#server/middleware/private-link';
import {
  getLinkContract,
  getLinkContractFile,
  signLinkContract,
} from '#server/features/collaborations/contracts/contract-link';
import { contractSignatureSchema } from '#shared/schemas/contracts';

// /api/link/contract (issue 31, decision 0062): a creator's contract through their link
// (decision 0050: the link's header only, its tenant transaction, its own line). Every request
// takes from the address's budget before the link is read, as the link's other routes.
export const contractLinkRoutes = new Hono<AppEnv>()
  .use(privateLinkArea())
  .get('/', async (c) => c.json(await getLinkContract(c.var.link, c.var.deps.storage)))
  .get('/document', async (c) => sendStoredFile(c, await getLinkContractFile(c.var.link), true))
  .post('/sign', jsonBody(contractSignatureSchema), async (c) => {
    const request = { ip: getClientIp(c), userAgent: c.req.header('user-agent') ?? '' };
    const input = c.req.valid('json');
    return c.json(await signLinkContract(c.var.link, c.var.deps.storage, input, request));
  });
