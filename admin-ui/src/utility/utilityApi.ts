// The utility page's calls (admin/utility/*) and the words for their codes.
import type { UtilityRun } from '@ptax/contracts';
import type { Tone } from '../components/ToneChip';

export const UTILITY_PATH = '/admin/utility';

/** Read models by the screens and reports they feed; an unknown one shows its own name. */
export const READ_MODEL_NAMES: Record<string, string> = {
  categories: 'Categories',
  collections: 'Collection reports',
  dcb: 'Demand, collection and balance',
  discounts: 'Discounts',
  drcr_notes: 'Debit and credit notes',
  geography: 'Zones, wards and mohallas',
  jalkal_edits: 'Jalkal requests',
  ledger: 'Ledgers',
  logs: 'Logs',
  mutation_fee_tables: 'Mutation fees',
  mutations: 'Mutations',
  notices: 'Notices',
  objections: 'Objections',
  old_properties: 'Old properties',
  properties: 'Properties',
  property_assessments: 'Assessments',
  roles: 'Roles',
  self_assessments: 'Self-assessments',
  splits: 'Property splits',
  staff: 'Officials and operators',
  tax_rule_sets: 'Tax rules',
  transactions: 'Transactions',
};

export const READ_MODEL_STATES: Record<string, { label: string; tone: Tone }> = {
  active: { label: 'In use', tone: 'done' },
  building: { label: 'Rebuilding', tone: 'waiting' },
  retired: { label: 'Retired', tone: 'quiet' },
};

export const RUN_STATUS: Record<UtilityRun['status'], { label: string; tone: Tone }> = {
  running: { label: 'Running', tone: 'waiting' },
  succeeded: { label: 'Finished', tone: 'done' },
  failed: { label: 'Could not run', tone: 'refused' },
};

export const OUTBOX_NAMES: Record<string, string> = {
  messages: 'SMS and WhatsApp messages',
  statePortal: 'e-Nagar Sewa push',
};

export const OUTBOX_STATES: Record<string, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  logged: 'Written to the log',
  failed: 'Failed',
  queued: 'Queued',
  acknowledged: 'Acknowledged',
  part_failed: 'Part failed',
};

export const JOB_NAMES: Record<string, string> = {
  processes: 'Process worker',
  'processes.mutation': 'Mutations approved',
  'processes.propertySplit': 'Property splits',
  'processes.jalkalApproval': 'Jalkal requests approved',
  'processes.objectionResolution': 'Objections resolved',
  'processes.selfAssessmentAcceptance': 'Self-assessments accepted',
  'notices.demand': 'Demand notices',
  'notices.recovery': 'Recovery notices',
};

export const JOB_STATES: Record<string, { label: string; tone: Tone }> = {
  waiting: { label: 'Not run yet', tone: 'quiet' },
  idle: { label: 'Up to date', tone: 'done' },
  behind: { label: 'Working', tone: 'waiting' },
  errors: { label: 'Errors', tone: 'refused' },
  queued: { label: 'Waiting to start', tone: 'waiting' },
  running: { label: 'Running', tone: 'waiting' },
  completed: { label: 'Completed', tone: 'done' },
  cancelled: { label: 'Cancelled', tone: 'quiet' },
  failed: { label: 'Failed', tone: 'refused' },
};

export const JOB_COUNTS: Record<string, string> = {
  found: 'Found',
  completed: 'Completed',
  busy: 'Busy elsewhere',
  errors: 'Errors',
  total: 'Total',
  done: 'Done',
  issued: 'Issued',
  skipped: 'Skipped',
};

/** The audit's result in words from its report (the stored summary is English). */
export function auditWords(run: UtilityRun, t: (text: string, options?: object) => string): string {
  const report = run.report as {
    ok?: boolean;
    streams?: number;
    events?: number;
    seconds?: number;
    brokenChains?: unknown[];
    mismatches?: unknown[];
  } | null;
  if (run.status !== 'succeeded' || !report) return run.summary ?? '';
  const parts = [
    t('%{streams} streams, %{events} events checked in %{seconds} s', {
      streams: (report.streams ?? 0).toLocaleString('en-IN'),
      events: (report.events ?? 0).toLocaleString('en-IN'),
      seconds: report.seconds ?? 0,
    }),
    report.brokenChains?.length
      ? t('%{count} hash chains broken', { count: report.brokenChains.length })
      : t('Every hash chain intact'),
    report.mismatches?.length
      ? t('%{count} ledgers differ from their streams', { count: report.mismatches.length })
      : t('Every ledger matches its stream'),
  ];
  return parts.join('; ');
}
