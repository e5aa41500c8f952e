import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { CityInput, MasterTextInput, ZoneSelectInput } from '../zones';

/**
 * The ward form of SPEC section 5. Adding: city, zone, ward number (at least 1) and name. Editing
 * renames (existingName / updatedName); the number and zone of a ward are shown, not changed.
 */
export function WardInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const cityId = useWatch({ name: 'city_id' }) as string | undefined;
  const zoneName = useWatch({ name: 'zone_name' }) as string | undefined;
  const wardNo = useWatch({ name: 'ward_no' }) as number | undefined;
  if (mode === 'edit') {
    return (
      <>
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2">
            {translateText(translate, 'Zone')}: {zoneName}
          </Typography>
          <Typography variant="body2">
            {translateText(translate, 'Ward Number')}: {wardNo}
          </Typography>
        </Box>
        <MasterTextInput source="existingName" label="Existing Ward Name" required readOnly />
        <MasterTextInput source="updatedName" label="New Ward Name" required autoFocus />
      </>
    );
  }
  return (
    <>
      <CityInput />
      <ZoneSelectInput source="zone_id" cityId={cityId || undefined} required />
      <MasterTextInput source="ward_no" label="Ward Number" required />
      <MasterTextInput source="ward_fullname" label="Ward Name" required />
    </>
  );
}
