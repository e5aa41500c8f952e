import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_BASE_PATH, STAFF_LOGIN_PATH } from '@ptax/contracts';
import { precompressed } from './precompressed';

export interface AppBundles {
  adminDist: string;
  citizenDist: string;
}

// Hashed asset files never change; index.html must always be revalidated to pick up a new build.
const assetCache = { immutable: true, maxAge: '365d', index: false };

function serveSpa(app: Express, mountPath: string, dist: string) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(mountPath, precompressed(dist), express.static(dist, assetCache));
  const fallback = mountPath === '/' ? '/{*rest}' : `${mountPath}{/*rest}`;
  app.get(fallback, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** The back office under /admin, the citizen app at /, and the staff login address the spec names. */
export function mountApps(app: Express, bundles: AppBundles) {
  app.get(STAFF_LOGIN_PATH, (_req, res) => res.redirect(302, `${ADMIN_BASE_PATH}/login`));
  serveSpa(app, ADMIN_BASE_PATH, bundles.adminDist);
  serveSpa(app, '/', bundles.citizenDist);
}
