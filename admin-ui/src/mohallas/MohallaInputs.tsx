import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { translateText } from '../providers/i18n/i18nProvider';
import { WardSelectInput } from '../wards';
import { MasterTextInput, ZoneSelectInput } from '../zones';
import { RateGrid } from './RateGrid';

/** Adding: the zone, then a ward of that zone; a new zone clears the ward. */
function ZoneAndWard() {
  const zoneId = useWatch({ name: 'zone' }) as string | undefined;
  const { setValue } = useFormContext();
  const previous = useRef(zoneId);
  useEffect(() => {
    if (previous.current !== zoneId) setValue('ward', '');
    previous.current = zoneId;
  }, [zoneId, setValue]);
  return (
    <>
      <ZoneSelectInput source="zone" required />
      <WardSelectInput source="ward" zoneId={zoneId || undefined} required />
    </>
  );
}

function Place() {
  const translate = useTranslate();
  const place = useWatch({ name: 'place' }) as string | undefined;
  return <Typography variant="body2">{`${translateText(translate, 'Ward')}: ${place ?? ''}`}</Typography>;
}

/**
 * The mohalla form of SPEC section 5: name, zone, ward, water and sewer, and all twelve rates. Editing
 * renames with mohallaOldName / mohallaNewName and may give the year new rates apply from; a mohalla
 * keeps its ward.
 */
export function MohallaInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Box sx={{ width: '100%' }}>
      {mode === 'create' ? (
        <>
          <MasterTextInput source="name" label="Mohalla Name" required autoFocus />
          <ZoneAndWard />
        </>
      ) : (
        <>
          <Place />
          <MasterTextInput source="mohallaOldName" label="Existing Mohalla Name" required readOnly />
          <MasterTextInput source="mohallaNewName" label="New Mohalla Name" required />
        </>
      )}
      <BooleanInput source="water_tax_availability" label="Water tax available" />
      <BooleanInput source="sewer_tax_availability" label="Sewer tax available" />
      <RateGrid />
      {mode === 'edit' ? (
        <MasterTextInput source="effectiveFromFinancialYear" label="New rates apply from financial year" />
      ) : null}
    </Box>
  );
}
