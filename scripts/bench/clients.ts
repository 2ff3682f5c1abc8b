import { and, asc, eq, ne } from 'drizzle-orm';
import { clientContacts, clients } from '#server/db/schema/address-book';
import { CLIENTS_PAGE_SIZE, getPageCount } from '#shared/domain/pagination';
import { seedClients } from '../seed/address-book';
import { createRandom } from '#server/features/demo/french-data';
import { SHORT_SEARCH_P99_MS, type BenchArea } from './runner';

// Past the end reads the last page (the list clamps the page number).
const LAST = 1_000_000;
const search = (q: string, page = 1) => `/api/clients?q=${encodeURIComponent(q)}&page=${page}`;

export const clientsBench: BenchArea = {
  name: 'clients',
  async prepare({ db, agencyId, rows }) {
    await seedClients({ db, agencyId, count: rows, random: createRandom(1) });
    // Sample values from the middle of the data, read as the owner.
    const [sample] = await db
      .select({
        clientId: clientContacts.clientId,
        email: clientContacts.email,
        phone: clientContacts.phone,
      })
      .from(clientContacts)
      .where(and(eq(clientContacts.agencyId, agencyId), ne(clientContacts.phone, '')))
      .orderBy(asc(clientContacts.id))
      .limit(1)
      .offset(Math.floor(rows / 2));
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.agencyId, agencyId))
      .limit(1);
    if (!sample || !client) throw new Error('the clients seed wrote nothing');
    const pageCount = getPageCount(rows, CLIENTS_PAGE_SIZE);
    return [
      { name: 'list, first page', path: '/api/clients?page=1' },
      {
        name: `list, middle page (${Math.ceil(pageCount / 2)})`,
        path: `/api/clients?page=${Math.ceil(pageCount / 2)}`,
      },
      { name: `list, last page (${pageCount})`, path: `/api/clients?page=${pageCount}` },
      { name: 'search common term "martin"', path: search('martin') },
      { name: 'search common term, last page (20)', path: search('martin', 20) },
      { name: 'search "camille" (3% of rows), page 20', path: search('camille', 20) },
      { name: 'search "lea martin" (0.1%), last page', path: search('lea martin', 20) },
      { name: 'search "lyo" (3 letters, 2%), page 1', path: search('lyo') },
      { name: 'search rare term (an email)', path: search(sample.email) },
      { name: `search phone "${sample.phone}"`, path: search(sample.phone) },
      { name: 'search phone, digits only', path: search(sample.phone.replace(/\D/g, '')) },
      { name: 'search 2 letters "ma"', path: search('ma'), targetP99Ms: SHORT_SEARCH_P99_MS },
      // Issue 27: 1–2 characters match anywhere, and every match can be paged to.
      { name: 'search 1 letter "e", page 1', path: search('e'), targetP99Ms: SHORT_SEARCH_P99_MS },
      {
        name: 'search 1 letter "e", last page',
        path: search('e', LAST),
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      { name: 'search 2 letters "ke"', path: search('ke'), targetP99Ms: SHORT_SEARCH_P99_MS },
      {
        name: 'search 2 letters "ke", last page',
        path: search('ke', LAST),
        targetP99Ms: SHORT_SEARCH_P99_MS,
      },
      { name: 'search 2 letters, rare "wq"', path: search('wq'), targetP99Ms: SHORT_SEARCH_P99_MS },
      { name: 'search 2 phone digits "78"', path: search('78'), targetP99Ms: SHORT_SEARCH_P99_MS },
      { name: 'search common "martin", last page', path: search('martin', LAST) },
      { name: 'detail', path: `/api/clients/${sample.clientId}` },
    ];
  },
};
