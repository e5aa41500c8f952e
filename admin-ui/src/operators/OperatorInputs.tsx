import { Box } from '@mui/material';
import { PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';

/** The operator (data-upload user) form: username, email, mobile, password, designation, city. */
export function OperatorInputs() {
  const half = { flex: '1 1 240px' };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
      <TextInput source="username" label="Username" isRequired sx={half} />
      <TextInput source="email" label="Email" type="email" isRequired sx={half} />
      <TextInput source="mobile" label="Mobile" isRequired sx={half} />
      <PasswordInput source="password" label="Password" isRequired autoComplete="new-password" sx={half} />
      <TextInput source="designation" label="Designation" isRequired sx={half} />
      <ReferenceInput source="city_id" reference="cities" perPage={100}>
        <SelectInput optionText="name" label="City" isRequired sx={half} />
      </ReferenceInput>
    </Box>
  );
}
