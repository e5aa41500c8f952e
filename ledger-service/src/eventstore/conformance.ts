// The one behaviour both event-store adapters must show (ARCHITECTURE.md, "Event store semantics").
// Each adapter's *.int.test.ts runs it against a real server; the sections live beside this file.
import type { EventStore } from '@ptax/contracts';
import { describeAppending } from './conformanceAppend';
import { describeAppendingMany } from './conformanceAppendMany';
import { describeConcurrentAppendMany } from './conformanceAppendManyConcurrency';
import { describeAuditing } from './conformanceAudit';
import { describeConcurrentWriters } from './conformanceConcurrency';
import { describeReading } from './conformanceRead';
import { describeSubscribing } from './conformanceSubscribe';

export interface ConformanceHarness {
  store: EventStore;
  /** Alters a stored event behind the store's back (as a rogue database user could). */
  tamper?(eventId: string): Promise<void>;
  cleanup(): Promise<void>;
}

export interface ConformanceFeatures {
  /** Positions are exactly 1, 2, 3... (PostgreSQL); otherwise only increasing (EventStoreDB). */
  densePositions: boolean;
  /** The harness can alter a stored event (EventStoreDB cannot: its log is append-only). */
  tamper: boolean;
}

/** What each section sees: the harness is made in beforeAll, so it is read when a test runs. */
export interface ConformanceContext {
  readonly store: EventStore;
  readonly harness: ConformanceHarness;
  readonly features: ConformanceFeatures;
}

export function describeEventStoreConformance(
  name: string,
  makeStore: () => Promise<ConformanceHarness>,
  features: ConformanceFeatures = { densePositions: true, tamper: true },
): void {
  describe(`the ${name} event store`, () => {
    let harness: ConformanceHarness | undefined;
    const ctx: ConformanceContext = {
      get harness() {
        if (!harness) throw new Error('the conformance harness was not created');
        return harness;
      },
      get store() {
        return this.harness.store;
      },
      features,
    };

    beforeAll(async () => {
      harness = await makeStore();
    });
    afterAll(() => harness?.cleanup());

    describeAppending(ctx);
    describeAppendingMany(ctx);
    describeReading(ctx);
    describeSubscribing(ctx);
    describeConcurrentWriters(ctx);
    describeConcurrentAppendMany(ctx);
    describeAuditing(ctx);
  });
}
