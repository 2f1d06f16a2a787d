// In-process search latency over realistic queries: p50/p95 and the index's memory.
import { searchQuerySchema } from '../common/search-schema';
import { searchSite, warmSearchIndex } from '../server/search/site-search';

const QUERIES = [
  'chatgpt',
  'automation',
  'pricing',
  'lead generation',
  'zapier make',
  'freelance writing',
  'content calendar',
  'retainer',
  'automaton',
  'prompt',
  'ecommerce product',
  'youtube',
  'consulting',
  'side hustle',
  'gdpr',
  'canva',
  'cold email',
  'proposal',
  'n8n',
  'startup costs',
  'copywriting clients',
  'sop',
  'niche',
  'agency',
];

const before = process.memoryUsage().heapUsed;
const buildStart = performance.now();
warmSearchIndex();
const buildMs = performance.now() - buildStart;
const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;

const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of QUERIES) {
    for (const premium of [false, true]) {
      const t = performance.now();
      searchSite(searchQuerySchema.parse({ q }), { memberArea: premium, courseIds: premium ? ['premium-course'] : [] });
      times.push(performance.now() - t);
    }
  }
}
times.sort((a, b) => a - b);
const pick = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(JSON.stringify({ queries: times.length, p50Ms: pick(50), p95Ms: pick(95), buildMs, indexHeapMb: heapMb }));
