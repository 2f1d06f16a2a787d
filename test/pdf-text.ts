import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as a reader would copy it, for tests: each page's content stream is inflated, the
 * strings its text operators show are mapped back to characters through their font's ToUnicode map.
 * Enough for the PDFs this site makes (pdfkit, embedded fonts, Identity-H); not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    const dict = streamAt === -1 ? body : body.slice(0, streamAt);
    let stream: Buffer | null = null;
    if (streamAt !== -1) {
      const start = body.indexOf('\n', streamAt) + 1;
      const end = body.lastIndexOf('endstream');
      const raw = Buffer.from(body.slice(start, end), 'latin1');
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  const ref = (dict: string, key: string) => {
    const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
    return found ? objects.get(Number(found[1])) : undefined;
  };

  /** One font's code → text map, from its ToUnicode CMap (bfchar and bfrange entries). */
  const cmapOf = (font: { dict: string } | undefined) => {
    const map = new Map<number, string>();
    const cmap = font && ref(font.dict, 'ToUnicode')?.stream?.toString('latin1');
    if (!cmap) return map;
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code!, 16), hex(text!));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, from, , list] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
        [...list!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, text], i) => map.set(parseInt(from!, 16) + i, hex(text!)));
      }
    }
    return map;
  };

  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(page.dict)) continue;
    const resources = ref(page.dict, 'Resources')?.dict ?? page.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map([...fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)].map(([, name, id]) => [name!, cmapOf(objects.get(Number(id)))]));
    const content = ref(page.dict, 'Contents')?.stream?.toString('latin1') ?? '';
    let cmap = new Map<number, string>();
    for (const [, fontName, shown] of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      if (fontName) {
        cmap = fonts.get(fontName) ?? new Map();
        continue;
      }
      const text = [...shown!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .flatMap(([, h]) => h!.match(/.{4}/g) ?? [])
        .map((code) => cmap.get(parseInt(code, 16)) ?? '')
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}
