import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_ENCODING, signedInCookie } from './bench-support.mjs';

/** The process's CPU time so far (user + system, ms), read from /proc: what the server spent, not the bench. */
export function processCpuMs(pid) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (stat's 14th and 15th).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

const LESSON = '/course/free-course/module/1/lesson/1';

/**
 * Issue 45: the server's CPU per signed-in request (process CPU time ÷ requests answered) for what a learner asks
 * most, and a lesson page's throughput with 20 learners each on their own session. CPU time is what holds still on
 * this shared machine; the rates and latencies swing with whatever else runs.
 */
export async function measureSignedIn(base, pid, { seconds = 5 } = {}) {
  const browser = { 'accept-encoding': BROWSER_ENCODING, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' };
  const cookie = await signedInCookie(base, `cpu${Date.now() % 100000}`);
  const rows = [
    { name: 'GET /api/auth/me', path: '/api/auth/me' },
    { name: 'GET /dashboard', path: '/dashboard' },
    { name: 'a lesson page', path: LESSON },
    { name: "a lesson's .data", path: `${LESSON}.data` },
  ];
  const cpu = {};
  for (const row of rows) {
    const check = await fetch(`${base}${row.path}`, { headers: { ...browser, cookie }, redirect: 'manual' });
    if (check.status !== 200) throw new Error(`${row.path} answered ${check.status} signed in`);
    // Warm (the first request of a page renders code paths V8 has not compiled yet), then measure.
    await autocannon({ url: `${base}${row.path}`, connections: 4, duration: 1, headers: { ...browser, cookie } });
    const before = processCpuMs(pid);
    const result = await autocannon({ url: `${base}${row.path}`, connections: 4, duration: seconds, headers: { ...browser, cookie } });
    const spent = processCpuMs(pid) - before;
    const answered = result.requests.total;
    cpu[row.name] = {
      cpuMsPerRequest: Math.round((spent / answered) * 100) / 100,
      requests: answered,
      errors: result.errors + result.non2xx,
    };
  }

  // 20 learners, each with their own session, reading the same lesson.
  const cookies = [];
  let clients = 0;
  for (let i = 0; i < 20; i++) cookies.push(await signedInCookie(base, `learner${i}x${Date.now() % 100000}`));
  const before = processCpuMs(pid);
  const learners = await autocannon({
    url: `${base}${LESSON}`,
    connections: 20,
    duration: seconds * 2,
    // Each connection is one learner: its own session cookie on every request it sends.
    setupClient: (client) => client.setHeaders({ ...browser, cookie: cookies[clients++ % cookies.length] }),
  });
  const spent = processCpuMs(pid) - before;
  const throughput = {
    rps: Math.round(learners.requests.average),
    p50: learners.latency.p50,
    p99: learners.latency.p99,
    cpuMsPerRequest: Math.round((spent / learners.requests.total) * 100) / 100,
    errors: learners.errors + learners.non2xx,
  };
  return { cpu, throughput };
}

export function printSignedIn({ cpu, throughput }) {
  const targets = {
    'GET /api/auth/me': '≤ 0.5 ms',
    'GET /dashboard': '≤ ¼ of the issue-45 build',
    'a lesson page': '≤ 10 ms',
    "a lesson's .data": '≤ ¼ of the issue-45 build',
  };
  console.log('Server CPU per signed-in request (embedded database; process CPU ÷ requests):');
  for (const [name, r] of Object.entries(cpu)) {
    console.log(
      `  ${name.padEnd(18)} ${String(r.cpuMsPerRequest).padStart(6)} ms  (${r.requests} requests, ${r.errors} errors; target ${targets[name]})`,
    );
  }
  console.log(
    `Signed-in lesson page, 1 process, 20 learners: ${throughput.rps} req/s, p50 ${throughput.p50} ms, p99 ${throughput.p99} ms, ` +
      `${throughput.cpuMsPerRequest} ms CPU each (${throughput.errors} errors)`,
  );
}
