// @ptax/projections: read models built from the event store into PostgreSQL.
export type { LoadQueryable, Projection, SqlStatement, TableNames } from './projection';
export { physicalTables, physicalName } from './projection';
export { projectionMigrations, type Migration } from './migrations';
export { startProjectionRunner } from './runner/runner';
export type { ProjectionRunner, ProjectionRunnerOptions, ProjectionStatus } from './runner/runner';
export type { WorkerRole, WorkerStatus } from './runner/worker';
export { projectionLag, type ProjectionLag } from './lag';
export { rebuildProjection, type RebuildOptions, type RebuildResult } from './rebuild';
export * from './staff';
export * from './roles';
export { waitForReadModels } from './readYourWrites';
export * from './geography';
export * from './properties';
export * from './oldProperties';
export * from './categories';
export * from './discounts';
export * from './tax';
