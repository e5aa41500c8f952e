import { Box } from '@mui/material';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import {
  DEFAULTER_COLOUR,
  statusOf,
  type FeatureCollection,
  type MapSession,
  type PointProperties,
  type WardProperties,
} from './mapsApi';

/** India, when nothing is drawn yet. */
const INDIA: L.LatLngExpression = [22.5, 80];
const WARD_PANE = 'gisWards';
const DEFAULTER_PANE = 'gisDefaulters';

export interface LeafletMapProps {
  session: MapSession;
  wards: FeatureCollection<WardProperties> | null;
  points: FeatureCollection<PointProperties> | null;
  defaulters: FeatureCollection<PointProperties> | null;
  wardStyle: (ward: WardProperties) => L.PathOptions;
  wardLabel: (ward: WardProperties) => HTMLElement;
  popup: (point: PointProperties) => HTMLElement;
  /** The tile server failed: the map goes on without tiles. */
  onTilesFailed: () => void;
  /** The zoom buttons' titles in the screen's language (a new language mounts a new map). */
  zoomTitles: { zoomIn: string; zoomOut: string };
  /** The map's name for screen readers, in the screen's language. */
  label: string;
}

const lngLat = (feature: { geometry: { coordinates: unknown } }): L.LatLngExpression => {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  return [lat, lng];
};

/**
 * The map itself: plain Leaflet driven from effects (one map per mount, one layer per data set).
 * Without a tile server, or when its first tile fails, boundaries and points are drawn on a blank
 * background: the tile layer is removed at its first error, so an unreachable server costs one
 * screenful of failed requests, not one per pan and zoom.
 */
export function LeafletMap(props: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  // The latest callbacks, so a re-render with new functions does not redraw the layers.
  const callbacks = useRef(props);
  callbacks.current = props;
  const { session, wards, points, defaulters } = props;

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { zoomControl: false, attributionControl: true });
    const { zoomIn, zoomOut } = callbacks.current.zoomTitles;
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(created);
    // No "Leaflet" credit line in English on a Hindi screen; the tile server's own credit stays.
    created.attributionControl.setPrefix(false);
    // Wards below the points whatever is redrawn last; defaulter rings above them.
    created.createPane(WARD_PANE).style.zIndex = '350';
    created.createPane(DEFAULTER_PANE).style.zIndex = '450';
    if (session.bounds) created.fitBounds(session.bounds);
    else created.setView(session.centre ?? INDIA, session.centre ? 12 : 5);
    map.current = created;
    const { url, attribution, maxZoom } = session.tiles;
    if (url) {
      const tiles = L.tileLayer(url, { attribution: attribution ?? undefined, maxZoom });
      tiles.once('tileerror', () => {
        created.removeLayer(tiles);
        callbacks.current.onTilesFailed();
      });
      tiles.addTo(created);
    }
    // A container resized (a rotated phone, the menu opened) must not leave grey strips or clipped wards.
    const resized =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    resized?.observe(container.current);
    return () => {
      resized?.disconnect();
      created.remove();
      map.current = null;
    };
  }, [session]);

  useEffect(() => {
    const current = map.current;
    if (!current || !wards) return;
    const layer = L.geoJSON(wards as never, {
      pane: WARD_PANE,
      style: (feature) => callbacks.current.wardStyle(feature?.properties as WardProperties),
      onEachFeature: (feature, drawn) =>
        drawn.bindTooltip(callbacks.current.wardLabel(feature.properties as WardProperties), {
          sticky: true,
        }),
    }).addTo(current);
    const bounds = layer.getBounds();
    if (bounds.isValid()) current.fitBounds(bounds, { padding: [8, 8] });
    return () => {
      layer.remove();
    };
  }, [wards]);

  useEffect(() => {
    const current = map.current;
    if (!current || !points) return;
    const layer = L.layerGroup(
      points.features.map((feature) =>
        L.circleMarker(lngLat(feature), {
          radius: 5,
          weight: 1,
          color: '#263238',
          fillColor: statusOf(feature.properties.status).colour,
          fillOpacity: 0.9,
          // The id as a class too: a journey (or a stylesheet) can pick one property's point.
          className: `gis-point gis-${feature.properties.status} gis-id-${feature.id}`,
        }).bindPopup(() => callbacks.current.popup(feature.properties)),
      ),
    ).addTo(current);
    return () => {
      layer.remove();
    };
  }, [points]);

  useEffect(() => {
    const current = map.current;
    if (!current || !defaulters) return;
    const layer = L.layerGroup(
      defaulters.features.map((feature) =>
        L.circleMarker(lngLat(feature), {
          radius: 9,
          weight: 3,
          color: DEFAULTER_COLOUR,
          fill: false,
          pane: DEFAULTER_PANE,
          className: 'gis-defaulter',
        }).bindPopup(() => callbacks.current.popup(feature.properties)),
      ),
    ).addTo(current);
    return () => {
      layer.remove();
    };
  }, [defaulters]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={props.label}
      sx={{
        width: '100%',
        // The filters and the legend stay on screen at 1366 x 768; a phone gets a square-ish map.
        height: { xs: 360, md: 'calc(100vh - 330px)' },
        minHeight: 320,
        bgcolor: '#f4f1ea',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '& .gis-popup dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, my: 0.5 },
        '& .gis-popup dt': { fontWeight: 600 },
        '& .gis-popup dd': { m: 0 },
      }}
    />
  );
}
