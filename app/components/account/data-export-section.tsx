import { Download, FileJson } from 'lucide-react';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/**
 * "Download my data" (issue 19): a plain link to GET /api/account/export, which answers a JSON file as an
 * attachment, so it works without JavaScript and the browser saves it like any download.
 */
export function DataExportSection() {
  return (
    <Card id="your-data" className="mt-6 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileJson className="size-5" aria-hidden /> Your data
        </CardTitle>
        <CardDescription>
          A copy of everything we keep about your account: your details, purchases, invoices and billing details, lesson progress,
          certificates, discussion posts, reviews, coaching calls, newsletter subscription and email series, referrals, passkeys (names and
          dates) and signed-in devices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/api/account/export" download>
            <Download aria-hidden /> Download my data
          </a>
        </Button>
        <p className="mt-2 text-sm text-slate-600">A JSON file, readable in any text editor.</p>
      </CardContent>
    </Card>
  );
}
