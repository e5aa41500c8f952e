import { useCallback, useEffect, useRef, useState } from 'react';
import { useHttp } from '../properties/api';
import {
  fetchLayer,
  fetchMapSession,
  type FeatureCollection,
  type LayerType,
  type MapFilters,
  type MapSession,
  type PointProperties,
  type WardProperties,
} from './mapsApi';

/** A session this close to its end is renewed before a layer call rather than refused by it. */
const RENEW_BEFORE_MS = 60_000;
const SESSION_REFUSED = /map session/i;

export interface MapLayers {
  session: MapSession | null;
  wards: FeatureCollection<WardProperties> | null;
  points: FeatureCollection<PointProperties> | null;
  defaulters: FeatureCollection<PointProperties> | null;
  error: string | null;
  loading: boolean;
}

/**
 * The map's session (read once, renewed when it nears its end or a layer call refuses it) and its
 * layers for the filters: the wards always, the properties and the defaulters when shown.
 */
export function useMapLayers(filters: MapFilters, show: { points: boolean; defaulters: boolean }): MapLayers {
  const http = useHttp();
  const [session, setSession] = useState<MapSession | null>(null);
  const [layers, setLayers] = useState<Omit<MapLayers, 'session' | 'loading'>>({
    wards: null,
    points: null,
    defaulters: null,
    error: null,
  });
  const [loading, setLoading] = useState(true);
  const sessionRef = useRef<MapSession | null>(null);

  // Layers asked for together share one renewal.
  const renewing = useRef<Promise<MapSession> | null>(null);
  const renew = useCallback(() => {
    renewing.current ??= fetchMapSession(http)
      .then((fresh) => {
        sessionRef.current = fresh;
        setSession(fresh);
        return fresh;
      })
      .finally(() => {
        renewing.current = null;
      });
    return renewing.current;
  }, [http]);

  const layer = useCallback(
    async <P>(type: LayerType, chosen: MapFilters): Promise<FeatureCollection<P>> => {
      let current = sessionRef.current;
      if (!current || Date.parse(current.session.expiresAt) - Date.now() < RENEW_BEFORE_MS)
        current = await renew();
      try {
        return await fetchLayer<P>(http, type, chosen, current.session.token);
      } catch (error) {
        const { status, message } = error as { status?: number; message?: string };
        if (status !== 403 || !SESSION_REFUSED.test(message ?? '')) throw error;
        return fetchLayer<P>(http, type, chosen, (await renew()).session.token);
      }
    },
    [http, renew],
  );

  const key = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    const chosen = JSON.parse(key) as MapFilters;
    setLoading(true);
    Promise.all([
      layer<WardProperties>('wards', chosen),
      show.points ? layer<PointProperties>('properties', chosen) : null,
      show.defaulters ? layer<PointProperties>('defaulters', chosen) : null,
    ])
      .then(([wards, points, defaulters]) => {
        if (live) setLayers({ wards, points, defaulters, error: null });
      })
      .catch((error: Error) => {
        if (live) setLayers((before) => ({ ...before, error: error.message }));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [key, show.points, show.defaulters, layer]);

  return { session, ...layers, loading };
}
