// Issues new property IDs (docs/PROPERTY-ID.md): ZZ WWW MMM SSSSSSSS C. The mohalla code and the
// serial are counters kept as event streams (eventsourcing/serialNumbers.ts): the Nth event of a
// counter stream is the Nth value, and the event store lets only one writer append at a given
// revision. Two service instances that read the same last revision both try to append at the next
// one; one wins, the other gets a concurrency error and takes the following value. Events are never
// deleted, so a value once issued is never issued again, even when the property it was meant for is
// never registered.
import { randomUUID } from 'node:crypto';
import {
  composePropertyUniqueId,
  propertyIdPrefix,
  propertyMohallaCodesStream,
  propertySerialStream,
  type EventMetadata,
  type EventStore,
} from '@ptax/contracts';
import { createSerialAllocator, retryOnConflict } from '../eventsourcing/serialNumbers';
import { badRequest } from '../http/errors';
import type { CheckedPlace } from './places';

const MAX_MOHALLA_CODE = 999;

export function createPropertyIdAllocator(store: EventStore, now: () => number) {
  const serials = createSerialAllocator(store, now);
  // Assignments are never undone, so a code once read can be remembered (a cache, not the truth).
  const knownCodes = new Map<string, number>();

  /** The mohalla's code within its zone and ward, assigned on the first property there. */
  async function mohallaCode(place: CheckedPlace, metadata: EventMetadata): Promise<number> {
    const zoneWardCode = propertyIdPrefix({
      zoneNo: place.zoneNo,
      wardNo: place.wardNo,
      mohallaCode: 1,
    }).slice(0, 5);
    const cacheKey = `${zoneWardCode}:${place.mohallaId}`;
    const cached = knownCodes.get(cacheKey);
    if (cached) return cached;
    const stream = propertyMohallaCodesStream(zoneWardCode);
    // Not a plain serial: a mohalla that already has a code keeps it, so the stream is read each time.
    const code = await retryOnConflict(async () => {
      const events = await store.readStream(stream);
      const assigned = events.find(
        (event) => (event.data as { mohallaId: string }).mohallaId === place.mohallaId,
      );
      if (assigned) return (assigned.data as { mohallaCode: number }).mohallaCode;
      const next = events.length + 1;
      if (next > MAX_MOHALLA_CODE)
        throw badRequest(`Ward ${place.wardNo} has no mohalla codes left for property IDs`);
      const data = {
        zoneWardCode,
        mohallaId: place.mohallaId,
        mohallaCode: next,
        assignedAt: new Date(now()).toISOString(),
      };
      const expected = events.length ? events[events.length - 1].revision : 'no_stream';
      await store.append(
        stream,
        [{ id: randomUUID(), type: 'PropertyMohallaCodeAssigned', version: 1, data, metadata }],
        expected,
      );
      return next;
    });
    knownCodes.set(cacheKey, code);
    return code;
  }

  /** The next unused property ID of the mohalla; a zone or ward number too large for the ID is a 400. */
  async function allocate(place: CheckedPlace, metadata: EventMetadata): Promise<string> {
    try {
      return await next(place, metadata);
    } catch (error) {
      if (error instanceof RangeError) throw badRequest(error.message);
      throw error;
    }
  }

  async function next(place: CheckedPlace, metadata: EventMetadata): Promise<string> {
    const code = await mohallaCode(place, metadata);
    const prefix = propertyIdPrefix({ zoneNo: place.zoneNo, wardNo: place.wardNo, mohallaCode: code });
    const idFor = (serial: number) =>
      composePropertyUniqueId({ zoneNo: place.zoneNo, wardNo: place.wardNo, mohallaCode: code, serial });
    const serial = await serials.next(
      propertySerialStream(prefix),
      'PropertySerialAllocated',
      (candidate) => ({
        prefix,
        serial: candidate,
        propertyUniqueId: idFor(candidate),
        allocatedAt: new Date(now()).toISOString(),
      }),
      metadata,
    );
    return idFor(serial);
  }

  return { allocate };
}

export type PropertyIdAllocator = ReturnType<typeof createPropertyIdAllocator>;
