import { Client } from 'pg';
import { misspell, person, seeded } from './propertyData';
(async () => {
  const c = new Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:55432/postgres' });
  await c.connect();
  const r = seeded(5);
  for (const hindi of [false, true]) {
    const pairs: [string, string][] = [];
    while (pairs.length < 2000) { const p = person(r); if (p.hindi !== hindi) continue; pairs.push([p.name.toLowerCase(), misspell(p.name, r).toLowerCase()]); }
    const { rows } = await c.query(`SELECT similarity(a, b) s, word_similarity(b, a) w, strict_word_similarity(b, a) sw FROM unnest($1::text[], $2::text[]) AS t(a, b)`, [pairs.map(p => p[0]), pairs.map(p => p[1])]);
    const q = (key: string) => { const v = rows.map((x) => Number(x[key])).sort((a, b) => a - b); return [1, 5, 10, 25, 50].map((pc) => v[Math.floor(pc / 100 * v.length)].toFixed(2)).join(' '); };
    console.log(hindi ? 'hindi' : 'latin', 'similarity p1 p5 p10 p25 p50:', q('s'), '| word:', q('w'), '| strict:', q('sw'));
    const worst = rows.map((x, i) => [Number(x.s), pairs[i]] as const).sort((a, b) => a[0] - b[0]).slice(0, 5);
    console.log(worst.map(([s, p]) => `${s.toFixed(2)} ${p[0]} / ${p[1]}`).join('\n'));
  }
  await c.end();
})();
