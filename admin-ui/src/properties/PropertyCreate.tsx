import { Create } from 'react-admin';
import { PropertyForm, useShowSavedProperty } from './PropertyForm';
import { PropertyInputs } from './PropertyInputs';
import { addPayload, validatePropertyAdd } from './propertyForm';

/** Add Property (SPEC sections 3 and 5): POST properties/add, multipart, then the new property's details. */
export default function PropertyCreate() {
  const showSaved = useShowSavedProperty('Property added');
  return (
    <Create
      resource="properties"
      title="Add Property"
      transform={addPayload}
      redirect={false}
      mutationOptions={{ onSuccess: showSaved }}
    >
      <PropertyForm validate={validatePropertyAdd} defaultValues={{ floors: [] }}>
        <PropertyInputs variant="add" />
      </PropertyForm>
    </Create>
  );
}
