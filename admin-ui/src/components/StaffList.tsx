import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';

/** The officials' and operators' masters: a paged list by username with an Add button over it. */
export function StaffList(props: {
  resource: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  filters: ReactElement[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <List
      resource={props.resource}
      title={props.title}
      filters={props.filters}
      perPage={10}
      sort={{ field: 'username', order: 'ASC' }}
      exporter={false}
      disableSyncWithLocation
      empty={false}
      actions={
        <TopToolbar>
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
            {translateText(translate, props.addLabel)}
          </Button>
        </TopToolbar>
      }
    >
      {props.children}
    </List>
  );
}
