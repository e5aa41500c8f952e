// Reading SPEC.md: its section 2 route list and its section 7 call list.

export function specSections(spec: string): { routes: string; calls: string } {
  const between = (start: string, end: string) => {
    const from = spec.indexOf(start);
    const to = spec.indexOf(end, from + start.length);
    if (from < 0 || to < 0) throw new Error(`SPEC.md: cannot find '${start}'`);
    return spec.slice(from, to);
  };
  return { routes: between('### Route list', '### Access guards'), calls: between('## 7.', '## 8.') };
}

/** Route paths written in the route list, normalised to `/path/:param`. */
export function specRouteTokens(routeList: string): string[] {
  const tokens = new Set<string>();
  for (const line of routeList.split('\n').filter((l) => l.startsWith('- '))) {
    const body = line.slice(line.indexOf(':') + 1);
    for (const match of body.matchAll(/(?:^|[\s,])(\/?[A-Za-z][\w-]*(?:\/[\w:{}-]+)*|\/)(?=[\s,.)]|$)/g)) {
      const raw = match[1];
      if (!raw.includes('/') && !raw.startsWith('/')) continue;
      const path = (raw.startsWith('/') ? raw : `/${raw}`).replace(/\{(\w+)\}/g, ':$1');
      tokens.add(path);
    }
  }
  // "/payment with child routes success/:txnId and failure/:txnId" names two nested paths.
  for (const child of ['/success/:txnId', '/failure/:txnId']) {
    if (tokens.delete(child)) tokens.add(`/payment${child}`);
  }
  return [...tokens];
}

/** Whether the last named segment of a call path appears in section 7 (catches typos in contracts). */
export function specCallMentioned(calls: string, path: string): boolean {
  const segments = path.split('/').filter((s) => s && !s.startsWith(':'));
  const last = segments[segments.length - 1].replace(/=.*/, '');
  return calls.includes(last);
}
