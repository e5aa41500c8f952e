// A staff history for tests: officials and operators registered, then password changes appended
// later (so their revisions land in separate appends at later positions).
import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@ptax/contracts';
import { officialStream, operatorStream } from '@ptax/contracts';

const metadata = { userId: 'test', command: 'test' };

function official(n: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'OfficialRegistered',
    version: 1,
    metadata,
    data: {
      officialId: `o${n}`,
      username: `Official ${n} O'Brien`,
      email: `Official${n}@Nigam.example`,
      ...(n % 3 === 0
        ? {}
        : { mobile: `98${String(n).padStart(8, '0')}`, designation: `Clerk "${n}" \\ desk` }),
      loginType: n % 4 === 0 ? 'jalkal' : 'nagar_nigam',
      accessId: `a${n % 5}`,
      accessName: n % 5 === 0 ? 'admin' : 'ri',
      accessType: 'staff',
      isSuperAdmin: n % 50 === 0,
      cityId: 'c1',
      accessibleZones: n % 2 === 0 ? [`z${n % 7}`, 'z,"quoted"'] : [],
      accessibleWards: [`w${n % 11}`],
      minValue: n * 100,
      maxValue: 9_000_000_000 + n,
    },
  };
}

function operator(n: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'OperatorRegistered',
    version: 1,
    metadata,
    data: {
      operatorId: `p${n}`,
      username: `Operator ${n}`,
      email: `operator${n}@agency.example`,
      loginType: 'operator',
      accessId: 'op',
      accessName: 'operator',
      accessType: 'data_upload',
      cityId: 'c1',
    },
  };
}

function passwordChanged(kind: 'official' | 'operator', email: string, n: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'StaffPasswordChanged',
    version: 1,
    metadata,
    data: { email, kind, how: n % 2 ? 'changed' : 'reset', byEmail: 'admin@nigam.example' },
  };
}

interface Append {
  stream: string;
  events: NewEvent[];
}

/** About officials * 2.5 + operators * 2 events. */
export function staffHistory(officials: number, operators: number, offset = 0): Append[] {
  const registrations: Append[] = [];
  const changes: Append[] = [];
  for (let n = offset; n < offset + officials; n++) {
    const event = official(n);
    const email = (event.data as { email: string }).email;
    registrations.push({ stream: officialStream(`o${n}`), events: [event] });
    changes.push({ stream: officialStream(`o${n}`), events: [passwordChanged('official', email, n)] });
    if (n % 2 === 0)
      changes.push({ stream: officialStream(`o${n}`), events: [passwordChanged('official', email, n + 1)] });
  }
  for (let n = offset; n < offset + operators; n++) {
    registrations.push({ stream: operatorStream(`p${n}`), events: [operator(n)] });
    changes.push({
      stream: operatorStream(`p${n}`),
      events: [passwordChanged('operator', `operator${n}@agency.example`, n)],
    });
  }
  return [...registrations, ...changes];
}

/** Appends in order per stream, several streams at a time (as concurrent command handlers would). */
export async function appendAll(store: EventStore, appends: Append[], concurrency = 8): Promise<number> {
  const byStream = new Map<string, Append[]>();
  for (const append of appends) byStream.set(append.stream, [...(byStream.get(append.stream) ?? []), append]);
  const queues = [...byStream.values()];
  let total = 0;
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const { stream, events } of queue) {
        await store.append(stream, events, 'any');
        total += events.length;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total;
}
