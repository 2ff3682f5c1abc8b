import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { PagedList } from '#client/components/ui/paged-list';
import { HistoryEntry } from '#client/components/history/history-entry';
import {
  journalExportUrl,
  journalQuery,
  type JournalFilters,
  journalMembersQuery,
} from '#client/components/history/api';
import { RECORD_SECTION } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { teamWork } from '#shared/i18n/fr-team-work';

const t = teamWork.journal;
const SECTIONS = [...new Set(Object.values(RECORD_SECTION))];
const NO_FILTER: JournalFilters = { member: '', section: '', from: '', to: '' };

/**
 * 'Journal d'activité' (issue 28, admins only): every event of the agency, filtered by member,
 * area and period, read from the server a page at a time; the CSV export keeps the filters.
 */
export function ActivityJournalCard() {
  const [filters, setFilters] = useState(NO_FILTER);
  const journal = useInfiniteQuery(journalQuery(filters));
  const team = useQuery(journalMembersQuery);
  const set = (key: keyof JournalFilters) => (value: string) =>
    setFilters((previous) => ({ ...previous, [key]: value }));

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{t.title}</h2>
          <p className="text-sm text-muted">{t.subtitle}</p>
        </div>
        <a
          href={journalExportUrl(filters)}
          download
          className="inline-flex h-8 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-muted"
        >
          <Download aria-hidden className="h-4 w-4" />
          {t.export}
        </a>
      </div>
      <fieldset className="mb-4 grid gap-3 sm:grid-cols-4">
        <legend className="sr-only">{t.filtersLabel}</legend>
        {team.data && (
          <Field label={t.member}>
            <Select value={filters.member} onChange={(event) => set('member')(event.target.value)}>
              <option value="">{t.allMembers}</option>
              {team.data.members.map((member) => (
                <option key={member.id} value={member.id}>
                  {`${member.firstName} ${member.lastName}`}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t.section}>
          <Select value={filters.section} onChange={(event) => set('section')(event.target.value)}>
            <option value="">{t.allSections}</option>
            {SECTIONS.map((section) => (
              <option key={section} value={section}>
                {fr.sections[section]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t.from}>
          <Input
            type="date"
            value={filters.from}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field label={t.to}>
          <Input
            type="date"
            value={filters.to}
            onChange={(event) => set('to')(event.target.value)}
          />
        </Field>
      </fieldset>
      <PagedList
        list={journal}
        loadFailed={t.loadFailed}
        empty={<p className="py-6 text-center text-sm text-muted">{t.empty}</p>}
      >
        {(items) => (
          <ol
            className="divide-y divide-border"
            aria-label={t.title}
            data-testid="activity-journal"
          >
            {items.map((item) => (
              <HistoryEntry key={item.id} item={item} showsRecord />
            ))}
          </ol>
        )}
      </PagedList>
    </Card>
  );
}
