import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useBasename,
  useNotify,
  useSaveContext,
  type SimpleFormProps,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { propertyDetailsPath } from './paths';

/**
 * Only a Save button, usable before anything is typed (a save shows every message at once) and
 * disabled while the save runs, so a double click sends one request.
 */
export function SaveToolbar() {
  const { saving } = useSaveContext();
  return (
    <Toolbar>
      <SaveButton alwaysEnable={!saving} />
    </Toolbar>
  );
}

/** The property form: validated on blur (then on change) and on save. */
export function PropertyForm(props: SimpleFormProps) {
  return <SimpleForm mode="onTouched" noValidate toolbar={<SaveToolbar />} {...props} />;
}

/** After a save: a toast and the property's details over the list. */
export function useShowSavedProperty(message: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (record: { id: unknown }) => {
    notify(message, { type: 'success', messageArgs: { _: message } });
    navigate(propertyDetailsPath(basename, String(record.id)));
  };
}
