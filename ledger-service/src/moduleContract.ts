import type { Request, RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { EventStore } from '@ptax/contracts';
import type { Projection } from '@ptax/projections';
import type { Migration } from './db/migrate';
import type { SerialisedLocks } from './db/serialised';
import type { FileStore } from './files/fileStore';
import type { FileLinks } from './files/signedUrls';
import type { AccessScope } from './http/scope';
import type { ProcessDefinition } from './processes/process';
import type { ProcessRunReport } from './processes/run';
import type { StaffAccounts } from './staff/accounts';
import type { StaffDirectory } from './staff/directory';

// The contract between the composition root and the domains. It imports no domain, so a domain
// that implements it does not import every other domain through the module list.

/** What every domain gets from the composition root (platform.ts). */
export interface ModuleContext {
  store: EventStore;
  /** The read-model database. */
  pool: Pool;
  now: () => number;
  accounts: StaffAccounts;
  directory: StaffDirectory;
  files: FileStore;
  /** Signed, expiring links to stored files, for records shown in a browser. */
  fileLinks: FileLinks;
  /** Zones and wards the caller may see and change (http/scope.ts). */
  scopeOf(req: Request): Promise<AccessScope>;
  /** Runs commands on one thing (a payment's money) one at a time across instances (db/serialised.ts). */
  locks: Pick<SerialisedLocks, 'serialise'>;
  /** Resolves once every read model has applied the event at this position: answer after a write. */
  readYourWrites(position: number): Promise<void>;
  /** The address citizens and gateways reach this service at (callback URLs, receipt verification links). */
  publicUrl: string;
  /** Signs and checks values the service hands out and gets back (links, receipts): a per-deployment secret. */
  secret: string;
  /** The process worker's last finished run (null before it, or where workers do not run): /admin/utility. */
  lastProcessRun?: () => ProcessRunReport | null;
  /** Every read model of the service as the code defines it (a rebuild from /admin/utility builds one again). */
  projections?: readonly Projection[];
}

/** A background job of a module (reconciliation, outbox dispatch, process managers). */
export interface Worker {
  stop(): Promise<void>;
}

/** A slice of the product: its tables, its read models, its API and its demo data. */
export interface DomainModule {
  name: string;
  migrations?: Migration[];
  projections?: Projection[];
  routes?: (ctx: ModuleContext) => RequestHandler;
  /** Demo data for `npm start` on the embedded database; must be idempotent (a second start adds nothing). */
  seedDemo?: (ctx: ModuleContext) => Promise<void>;
  /** Background jobs, started after seeding unless the platform runs without workers (some tests). */
  workers?: (ctx: ModuleContext) => Worker[];
  /** Decisions over several streams that the process worker completes after a crash (processes/). */
  processes?: ProcessDefinition[];
}
