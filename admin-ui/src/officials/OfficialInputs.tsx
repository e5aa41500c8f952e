import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { LOGIN_TYPE_CHOICES, wardText } from './officialForm';

const MASTER_PAGE = 100;

/**
 * The official form of the masters screen, shared by create and edit (SPEC sections 3 and 5). The
 * edit variant has no password and no login type. Empty zones / wards mean every zone / ward.
 */
export function OfficialInputs({ variant }: { variant: 'create' | 'edit' }) {
  const half = { flex: '1 1 240px' };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
      <TextInput source="username" label="Username" isRequired sx={half} />
      <TextInput source="email" label="Email" type="email" isRequired sx={half} />
      {variant === 'create' ? (
        <PasswordInput source="password" label="Password" isRequired autoComplete="new-password" sx={half} />
      ) : null}
      <TextInput source="mobile" label="Mobile" sx={half} />
      <TextInput source="designation" label="Designation" sx={half} />
      <ReferenceInput source="accessId" reference="roles" perPage={MASTER_PAGE}>
        <SelectInput optionText="name" label="Role" isRequired sx={half} />
      </ReferenceInput>
      <TextInput source="accessType" label="Access Type" isRequired sx={half} />
      {variant === 'create' ? (
        <SelectInput
          source="loginType"
          label="Login Type"
          choices={LOGIN_TYPE_CHOICES}
          isRequired
          sx={half}
        />
      ) : null}
      <ReferenceInput source="cityId" reference="cities" perPage={MASTER_PAGE}>
        <SelectInput optionText="name" label="City" isRequired sx={half} />
      </ReferenceInput>
      <ReferenceArrayInput source="accessibleZones" reference="zones" perPage={MASTER_PAGE}>
        <AutocompleteArrayInput
          optionText="name"
          label="Accessible Zones"
          helperText="Leave empty for every zone"
          sx={half}
        />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="accessibleWards" reference="wards" perPage={MASTER_PAGE}>
        <AutocompleteArrayInput
          optionText={wardText}
          label="Accessible Wards"
          helperText="Leave empty for every ward"
          sx={half}
        />
      </ReferenceArrayInput>
      <NumberInput source="minValue" label="Min Value" min={0} step={1} sx={half} />
      <NumberInput source="maxValue" label="Max Value" min={0} step={1} sx={half} />
    </Box>
  );
}
