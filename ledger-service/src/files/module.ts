import type { DomainModule } from '../moduleContract';
import { fileRoutes } from './routes';

/** Stored documents behind signed links (files/signedUrls.ts). */
export const filesModule: DomainModule = {
  name: 'files',
  routes: (ctx) => fileRoutes(ctx.files, ctx.fileLinks),
};
