import { useMemo } from 'react';
import { useHttp } from '../properties/api';
import type { SplitFloor, SplitSource } from './shares';

// The calls of the split screens: the property (GET properties/viewDetails), the preview and the
// split itself (PATCH properties/splitProperty, with preview=true for the preview).

export interface SplitPart {
  kind: 'parent' | 'child';
  propertyUniqueId: string | null;
  plotArea: number;
  floors: SplitFloor[];
  arvPaise: number | null;
  housePaise: number | null;
  waterPaise: number | null;
  sewerPaise: number | null;
  totalPaise: number | null;
}

export interface SplitOutcome {
  propertyUniqueId: string;
  financialYear: string;
  billNow: boolean;
  demandBefore: { totalPaise: number } | null;
  parts: SplitPart[];
  /** A preview's reason the split would be refused. */
  blocked?: {
    head: 'house' | 'water' | 'sewer';
    creditedPaise: number;
    owesPaise: number;
    message: string;
  } | null;
  /** A split made: its id, the new properties and whether the process finished at once. */
  splitId?: string;
  newPropertyUniqueIds?: string[];
  completed?: boolean;
}

export interface PropertyToSplit extends SplitSource {
  propertyUniqueId: string;
  ownerName: string;
  propertyAddress: string | null;
}

type Body = ReturnType<typeof import('./shares').requestOf>;

export function useSplitCalls() {
  const http = useHttp();
  return useMemo(
    () => ({
      async property(id: string): Promise<PropertyToSplit> {
        const reply = await http<{ data: Record<string, unknown> }>('/properties/viewDetails', {
          query: { propertyUniqueId: id },
        });
        const row = reply.json.data;
        return {
          propertyUniqueId: String(row.propertyUniqueId),
          ownerName: String(row.ownerName ?? ''),
          propertyAddress: (row.propertyAddress as string | null) ?? null,
          plotArea: Number(row.plotArea ?? 0),
          floors: (row.floors as SplitFloor[] | undefined) ?? [],
        };
      },
      async split(id: string, body: Body, preview: boolean): Promise<SplitOutcome> {
        const reply = await http<{ data: SplitOutcome }>('/properties/splitProperty', {
          method: 'PATCH',
          query: { propertyUniqueId: id, ...(preview ? { preview: true } : {}) },
          body,
        });
        return reply.json.data;
      },
    }),
    [http],
  );
}
