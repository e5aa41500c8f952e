import { drcrNotesProjection } from '@ptax/projections';
import type { DomainModule } from '../moduleContract';
import { noteRoutes } from './routes';

export const notesModule: DomainModule = {
  name: 'drcrNotes',
  projections: [drcrNotesProjection],
  routes: noteRoutes,
};
