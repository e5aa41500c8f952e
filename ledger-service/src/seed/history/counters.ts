// The counter streams a seeded history (the generated city, the demo payments) takes numbers from, as
// the service's allocators do (eventsourcing/serialNumbers.ts, properties/propertyIds.ts): the Nth
// event of a stream is the Nth number. The allocators append one number (or one block) at a time; here a chunk's numbers are
// appended in the chunk's own appendMany at the revision the stream stood at, so a chunk is written
// whole or not at all, and a stream moved meanwhile by someone else fails the chunk instead of
// issuing a number twice.
import {
  composePropertyUniqueId,
  propertyIdPrefix,
  propertyMohallaCodesStream,
  propertySerialStream,
  serialNumberStream,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StreamAppend,
} from '@ptax/contracts';
import { uuidFrom } from '../../tax/fingerprint';

/** A mohalla as its property IDs need it. */
export interface CountedMohalla {
  id: string;
  zoneNo: number;
  wardNo: number;
}

interface Counter {
  /** Revision of the stream's last stored event (-1: none). */
  stored: number;
  pending: NewEvent[];
}

const wardKeyOf = (m: Pick<CountedMohalla, 'zoneNo' | 'wardNo'>) =>
  propertyIdPrefix({ zoneNo: m.zoneNo, wardNo: m.wardNo, mohallaCode: 1 }).slice(0, 5);

export function createCounters(store: EventStore, metadata: EventMetadata, idSeed: string) {
  const counters = new Map<string, Counter>();
  const mohallaCodes = new Map<string, number>();

  async function load(stream: string): Promise<Counter> {
    let counter = counters.get(stream);
    if (!counter) {
      const [last] = await store.readStream(stream, { direction: 'backwards', limit: 1 });
      counter = { stored: last ? last.revision : -1, pending: [] };
      counters.set(stream, counter);
    }
    return counter;
  }

  /** Reads the mohalla codes of every ward of these mohallas, and the serial streams of coded ones. */
  async function loadPlaces(mohallas: CountedMohalla[]) {
    for (const wardKey of new Set(mohallas.map(wardKeyOf))) {
      const stream = propertyMohallaCodesStream(wardKey);
      const events = await store.readStream(stream);
      counters.set(stream, { stored: events.length - 1, pending: [] });
      for (const e of events) {
        const d = e.data as { mohallaId: string; mohallaCode: number };
        mohallaCodes.set(d.mohallaId, d.mohallaCode);
      }
    }
    for (const m of mohallas) {
      const code = mohallaCodes.get(m.id);
      if (code) await load(propertySerialStream(prefixOf(m, code)));
    }
  }

  /** Loads the series' streams (receipts and notes of each year) before a chunk needs them. */
  const loadSeries = (series: string[]) => Promise.all(series.map((s) => load(serialNumberStream(s))));

  const prefixOf = (m: CountedMohalla, mohallaCode: number) =>
    propertyIdPrefix({ zoneNo: m.zoneNo, wardNo: m.wardNo, mohallaCode });

  function counterOf(stream: string): Counter {
    let counter = counters.get(stream);
    // A stream not loaded is new: a mohalla coded by this run has no serial stream yet.
    if (!counter) counters.set(stream, (counter = { stored: -1, pending: [] }));
    return counter;
  }

  function take(stream: string, type: string, dataFor: (serial: number) => Record<string, unknown>) {
    const counter = counterOf(stream);
    const serial = counter.stored + 1 + counter.pending.length + 1;
    counter.pending.push({
      id: uuidFrom(`${idSeed}|${stream}|${serial}`),
      type,
      version: 1,
      data: dataFor(serial),
      metadata,
    });
    return serial;
  }

  function mohallaCode(m: CountedMohalla, at: string): number {
    const known = mohallaCodes.get(m.id);
    if (known) return known;
    const zoneWardCode = wardKeyOf(m);
    const code = take(propertyMohallaCodesStream(zoneWardCode), 'PropertyMohallaCodeAssigned', (serial) => ({
      zoneWardCode,
      mohallaId: m.id,
      mohallaCode: serial,
      assignedAt: at,
    }));
    mohallaCodes.set(m.id, code);
    return code;
  }

  return {
    loadPlaces,
    loadSeries,
    /** The next property ID of the mohalla (its code assigned first when it has none). */
    propertyId(m: CountedMohalla, at: string): string {
      const code = mohallaCode(m, at);
      const prefix = prefixOf(m, code);
      const idFor = (serial: number) =>
        composePropertyUniqueId({ zoneNo: m.zoneNo, wardNo: m.wardNo, mohallaCode: code, serial });
      const serial = take(propertySerialStream(prefix), 'PropertySerialAllocated', (candidate) => ({
        prefix,
        serial: candidate,
        propertyUniqueId: idFor(candidate),
        allocatedAt: at,
      }));
      return idFor(serial);
    },
    /** The next number of a series (receipts, debit / credit notes) for a record. */
    next(series: string, purpose: string, reference: string, at: string): number {
      return take(serialNumberStream(series), 'SerialNumberAllocated', (serial) => ({
        series,
        serial,
        allocatedAt: at,
        purpose,
        reference,
      }));
    },
    /**
     * The counter appends of the chunk decided so far, at the revisions the streams stood at; the
     * next chunk counts on from there (a failed append ends the run, and a new run reads the store).
     */
    appends(): StreamAppend[] {
      const appends: StreamAppend[] = [];
      for (const [stream, counter] of counters) {
        if (counter.pending.length === 0) continue;
        appends.push({
          stream,
          events: counter.pending,
          expectedRevision: counter.stored < 0 ? 'no_stream' : counter.stored,
        });
        counter.stored += counter.pending.length;
        counter.pending = [];
      }
      return appends;
    },
  };
}

export type Counters = ReturnType<typeof createCounters>;
