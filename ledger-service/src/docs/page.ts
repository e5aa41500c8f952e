// The readable page of the published contract: server-rendered HTML, no script (the strict CSP of
// http/securityHeaders.ts allows none inline), one table row per call with its guard and fields.
import type { OpenApiDocument } from './openapi';
import { GUARD_TEXT } from './openapi';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Operation {
  'x-guard': keyof typeof GUARD_TEXT;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> };
}

function fields(op: Operation): string {
  const parts: string[] = [];
  for (const p of op.parameters ?? [])
    parts.push(`<span class="${p.in}">${escape(p.name)}${p.required ? '*' : ''}</span>`);
  for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {}))
    for (const name of Object.keys(schema.properties ?? {}))
      parts.push(
        `<span class="body" title="${escape(type)}">${escape(name)}${schema.required?.includes(name) ? '*' : ''}</span>`,
      );
  return parts.join(' ');
}

export function contractPage(document: OpenApiDocument): string {
  const rows: string[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, op] of Object.entries(methods) as [string, Operation][])
      rows.push(
        `<tr><td class="m">${method.toUpperCase()}</td><td><code>${escape(path)}</code></td>` +
          `<td>${escape(GUARD_TEXT[op['x-guard']])}</td><td>${fields(op)}</td></tr>`,
      );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f0f0f0;position:sticky;top:0}.m{font-weight:600}code{word-break:break-all}
span{display:inline-block;margin:0 .3rem .2rem 0;padding:0 .3rem;border-radius:3px}
.query{background:#e8f0fe}.path{background:#fce8e6}.body{background:#e6f4ea}
</style></head><body>
<h1>${escape(document.info.title)}</h1>
<p>${escape(document.info.description)} ${rows.length} calls. The machine-readable description (OpenAPI ${escape(document.openapi)}): <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
<p>Fields: <span class="path">path</span> <span class="query">query</span> <span class="body">body (JSON or multipart form)</span>; * required.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who may call</th><th>Fields</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
}
