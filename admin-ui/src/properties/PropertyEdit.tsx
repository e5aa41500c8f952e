import { useMemo } from 'react';
import { Edit, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PropertyForm, useShowSavedProperty } from './PropertyForm';
import { PropertyInputs } from './PropertyInputs';
import { storedFileFields, storedFileUrls } from './propertyFiles';
import { editPayload, propertyFormValues, validatePropertyEdit } from './propertyForm';

function PropertyEditForm() {
  const record = useRecordContext();
  const values = useMemo(() => (record ? propertyFormValues(record) : undefined), [record]);
  if (!values) return null;
  return (
    <PropertyForm record={values} validate={validatePropertyEdit}>
      <PropertyInputs
        variant="edit"
        currentFiles={storedFileUrls(record)}
        storedFields={storedFileFields(record)}
      />
    </PropertyForm>
  );
}

/**
 * Edit Property (/properties/edit/:propertyId): GET properties/viewDetails (with the floors), then
 * PATCH properties/edit/{id} as multipart; stored images stay unless new ones are chosen.
 */
export default function PropertyEdit() {
  const { propertyId = '' } = useParams();
  const showSaved = useShowSavedProperty('Property updated');
  return (
    <Edit
      resource="properties"
      id={propertyId}
      title="Edit Property"
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        editPayload(data, propertyFormValues(options?.previousData ?? {}))
      }
      redirect={false}
      mutationOptions={{ onSuccess: showSaved }}
    >
      <PropertyEditForm />
    </Edit>
  );
}
