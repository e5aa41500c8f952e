import { Alert, Box, Card, CardContent, FormControlLabel, Grid, LinearProgress, Switch } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Form, Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { translateText } from '../providers/i18n/i18nProvider';
import { filterFields } from '../properties/api';
import { FormTextInput, WithValues } from '../properties/formInputs';
import { FormGeographyInputs } from '../properties/GeographyInputs';
import { formatPaise } from '../properties/format';
import { propertyDetailsPath } from '../properties/paths';
import { LeafletMap } from './LeafletMap';
import { MapLegend } from './MapLegend';
import type { MapFilters, PointProperties, WardProperties } from './mapsApi';
import { popupContent, textLines } from './popup';
import { useMapLayers } from './useMapLayers';
import { collectedShareColour, WardShareLegend } from './WardShare';

export type GisVariant = 'properties' | 'report';

function Cell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>{children}</Grid>;
}

const PLAIN_WARD = { color: '#1f4e79', weight: 2, fillColor: '#1f4e79', fillOpacity: 0.05 };

/**
 * The GIS map (/properties/gis and /reports/gis): ward boundaries, the properties coloured by this
 * year's payment status and, on request, the defaulters, for the zone / ward / mohalla chosen. The
 * report variant shades each ward by the share of its demand collected this year.
 */
export function GisMap({ variant, title }: { variant: GisVariant; title: string }) {
  const translate = useTranslate();
  const t = useCallback((text: string) => translateText(translate, text), [translate]);
  const [showPoints, setShowPoints] = useState(variant === 'properties');
  const [showDefaulters, setShowDefaulters] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t(title)} />
      <Form noValidate>
        <Card sx={{ mb: 1 }}>
          <CardContent sx={{ pb: '8px !important' }}>
            <Grid container columnSpacing={2} alignItems="flex-end">
              <FormGeographyInputs Cell={Cell} required={false} />
              <Grid size={{ xs: 12, md: 4.8 }} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                <FormControlLabel
                  control={<Switch checked={showPoints} onChange={(_, on) => setShowPoints(on)} />}
                  label={t('Show properties')}
                />
                <FormControlLabel
                  control={<Switch checked={showDefaulters} onChange={(_, on) => setShowDefaulters(on)} />}
                  label={t('Show defaulters')}
                />
              </Grid>
              {showDefaulters ? (
                <>
                  <Cell>
                    <FormTextInput source="minAmount" label="Minimum dues (₹)" />
                  </Cell>
                  <Cell>
                    <FormTextInput source="maxAmount" label="Maximum dues (₹)" />
                  </Cell>
                </>
              ) : null}
            </Grid>
          </CardContent>
        </Card>
        <WithValues>
          {(values) => (
            <GisLayers
              variant={variant}
              filters={
                filterFields({
                  zoneId: values.zoneId,
                  wardId: values.wardId,
                  mohallaId: values.mohallaId,
                  minAmount: values.minAmount,
                  maxAmount: values.maxAmount,
                }) as MapFilters
              }
              showPoints={showPoints}
              showDefaulters={showDefaulters}
            />
          )}
        </WithValues>
      </Form>
    </Box>
  );
}

function GisLayers({
  variant,
  filters,
  showPoints,
  showDefaulters,
}: {
  variant: GisVariant;
  filters: MapFilters;
  showPoints: boolean;
  showDefaulters: boolean;
}) {
  const translate = useTranslate();
  const t = useCallback((text: string) => translateText(translate, text), [translate]);
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const basename = useBasename();
  const [tilesFailed, setTilesFailed] = useState(false);
  const layers = useMapLayers(filters, { points: showPoints, defaulters: showDefaulters });
  const { session } = layers;

  const wardStyle = useCallback(
    (ward: WardProperties) =>
      variant === 'report'
        ? { ...PLAIN_WARD, fillColor: collectedShareColour(ward), fillOpacity: 0.55 }
        : PLAIN_WARD,
    [variant],
  );
  const wardLabel = useCallback(
    (ward: WardProperties) =>
      textLines([
        `${ward.wardNo} - ${ward.name} (${ward.zoneName})`,
        `${t('Demand this year')}: ${formatPaise(ward.demandPaise)}`,
        `${t('Collected this year')}: ${formatPaise(ward.collectedPaise)}`,
      ]),
    [t],
  );
  const popup = useCallback(
    (point: PointProperties) =>
      popupContent(point, t, {
        href: propertyDetailsPath(basename, point.propertyUniqueId),
        open: (href) => navigate(href),
      }),
    [t, navigate, basename],
  );
  const counts = useMemo(() => {
    const byStatus: Record<string, number> = {};
    for (const feature of layers.points?.features ?? [])
      byStatus[feature.properties.status] = (byStatus[feature.properties.status] ?? 0) + 1;
    return byStatus;
  }, [layers.points]);

  if (!session) {
    return layers.error ? (
      <Alert severity="error">{t(layers.error)}</Alert>
    ) : (
      <Box role="status" aria-label={t('Loading the map…')}>
        <LinearProgress />
      </Box>
    );
  }
  return (
    <Box>
      {layers.error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t(layers.error)}
        </Alert>
      ) : null}
      {tilesFailed ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('No map tiles could be loaded: the map is drawn on a blank background.')}
        </Alert>
      ) : null}
      {layers.wards && layers.wards.features.length === 0 && !layers.loading ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('No ward has a boundary yet.')}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{layers.loading ? <LinearProgress /> : null}</Box>
      <LeafletMap
        key={locale}
        zoomTitles={{ zoomIn: t('Zoom in'), zoomOut: t('Zoom out') }}
        label={t('Map')}
        session={session}
        wards={layers.wards}
        points={showPoints ? layers.points : null}
        defaulters={showDefaulters ? layers.defaulters : null}
        wardStyle={wardStyle}
        wardLabel={wardLabel}
        popup={popup}
        onTilesFailed={() => setTilesFailed(true)}
      />
      {variant === 'report' ? <WardShareLegend /> : null}
      <MapLegend
        counts={showPoints ? counts : null}
        defaulters={showDefaulters ? (layers.defaulters?.features.length ?? 0) : null}
      />
    </Box>
  );
}
