import { LOG_KINDS, LOG_PATHS, type LogKind } from '@ptax/contracts';
import type { LogsTextKey } from './texts';

/** One tab of the Logs screen: its log, the react-admin resource reading it, the API path. */
export interface LogTab {
  kind: LogKind;
  label: LogsTextKey;
  resource: string;
  path: string;
}

/** The resource of a log (providers/resources.ts declares one per log). */
export const logResource = (kind: LogKind) => `logs-${kind}`;

export const LOG_TABS: readonly LogTab[] = LOG_KINDS.map((kind) => ({
  kind,
  label: `tab.${kind}` as LogsTextKey,
  resource: logResource(kind),
  path: `/${LOG_PATHS[kind]}`,
}));

export const logTabOf = (key: string | null): LogTab =>
  LOG_TABS.find((tab) => tab.kind === key) ?? LOG_TABS[0];
