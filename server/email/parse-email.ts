/**
 * Just enough of RFC 822/2045/2047 to read back the messages this site writes: headers (unfolded, encoded
 * words decoded) and the text and HTML parts (quoted-printable or base64, UTF-8). Used by the development
 * outbox page and by the tests that read the outbox; not a general mail parser.
 */
export interface ParsedEmail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

export function parseEmail(raw: string): ParsedEmail {
  const root = splitPart(raw.replace(/\r\n/g, '\n'));
  const leaves: Part[] = [];
  collectLeaves(root, leaves);
  const find = (type: string) => {
    const part = leaves.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? decodeBody(part) : '';
  };
  return {
    headers: root.headers,
    subject: root.headers.get('subject') ?? '',
    from: root.headers.get('from') ?? '',
    to: root.headers.get('to') ?? '',
    text: find('text/plain'),
    html: find('text/html'),
  };
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\n\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectLeaves(part: Part, out: Part[]): void {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    out.push(part);
    return;
  }
  const sections = part.body.split(`--${boundary}`);
  // The first section is the preamble; the one after the closing "--boundary--" starts with "--".
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    collectLeaves(splitPart(section.replace(/^\n/, '')), out);
  }
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); whitespace between two of them is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
