-- Issue 31: what a contract said when it was made (the SHA-256 of its template's values but the
-- day), so that the agency sees a contract the deal no longer matches. Null for the ones made
-- before: taken as current. Table grants and RLS cover the new column.
ALTER TABLE "contracts" ADD COLUMN "values_sha256" text;
