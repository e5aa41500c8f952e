import type { Migration } from '../db/migrate';

// Bulk notice jobs (POST properties/generateBulkNotice) live in PostgreSQL, not in a process: any
// instance may claim a queued job (a lease it renews after each part), follow it, or cancel it.
// - notice_jobs: what was asked, by whom, the progress and the lease;
// - notice_job_items: the properties the job serves, fixed when it starts; an item gets its number
//   and its notice (what the event and the PDF print) before NoticeIssued is appended, so a job
//   resumed after a crash prints and records the same number and never gives a property a second;
// - notice_job_parts: the PDFs written so far (at most 100 notices each), in the file store.
export const noticeMigrations: Migration[] = [
  {
    id: 'notices-001-jobs',
    sql: `
      CREATE TABLE notice_jobs (
        id uuid PRIMARY KEY,
        notice_type text NOT NULL CHECK (notice_type IN ('demand', 'recovery')),
        language text NOT NULL CHECK (language IN ('hi', 'en')),
        zone_id text,
        ward_id text,
        mohalla_id text,
        sheet_name text,
        minimum_dues_paise bigint NOT NULL,
        notice_date date NOT NULL,
        pay_by date NOT NULL,
        financial_year text NOT NULL,
        act_section text,
        requested_by text NOT NULL,
        login_type text,
        -- the requester's zones and wards ({"zones": [...] | null, "wards": [...] | null})
        scope jsonb NOT NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'completed', 'cancelled', 'failed')),
        cancel_requested boolean NOT NULL DEFAULT false,
        total integer NOT NULL,
        done integer NOT NULL DEFAULT 0,
        issued integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        attempts integer NOT NULL DEFAULT 0,
        lease_owner text,
        lease_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        started_at timestamptz,
        finished_at timestamptz
      );
      CREATE INDEX notice_jobs_open ON notice_jobs (created_at) WHERE status IN ('queued', 'running');
      CREATE INDEX notice_jobs_created ON notice_jobs (created_at DESC, id);

      CREATE TABLE notice_job_items (
        job_id uuid NOT NULL REFERENCES notice_jobs (id),
        property_unique_id text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'numbered', 'issued', 'skipped')),
        reason text,
        notice_number text,
        notice jsonb,
        part integer,
        PRIMARY KEY (job_id, property_unique_id)
      );
      CREATE INDEX notice_job_items_open ON notice_job_items (job_id, property_unique_id)
        WHERE status IN ('pending', 'numbered');

      CREATE TABLE notice_job_parts (
        job_id uuid NOT NULL REFERENCES notice_jobs (id),
        part integer NOT NULL,
        file_key text NOT NULL,
        notices integer NOT NULL,
        pages integer NOT NULL,
        bytes integer NOT NULL,
        first_number text NOT NULL,
        last_number text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (job_id, part)
      );`,
  },
];
