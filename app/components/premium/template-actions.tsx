import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '~/components/toaster';
import { Button } from '~/components/ui/button';
import type { TemplateFormat } from '../../../common/premium-schemas';

const FORMAT_LABELS: Record<TemplateFormat, string> = { md: 'Markdown (.md)', txt: 'Plain text (.txt)', csv: 'Spreadsheet (.csv)' };

/** Copy to the clipboard, and the plain-file downloads (GET /api/premium/templates/:slug/download, members only). */
export function TemplateActions({
  slug,
  copyText,
  kind,
  formats,
}: {
  slug: string;
  copyText: string;
  kind: 'document' | 'sheet';
  formats: TemplateFormat[];
}) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(copyText);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: 'Copy failed', description: 'Select the template text and copy it instead, or download the file.', variant: 'error' });
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button" onClick={() => void copy()} aria-live="polite">
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied!' : kind === 'sheet' ? 'Copy the table' : 'Copy the template'}
      </Button>
      {formats.map((format) => (
        <Button key={format} asChild variant="outline">
          <a href={`/api/premium/templates/${slug}/download?format=${format}`} download={`${slug}.${format}`}>
            <Download aria-hidden /> {FORMAT_LABELS[format]}
          </a>
        </Button>
      ))}
    </div>
  );
}
