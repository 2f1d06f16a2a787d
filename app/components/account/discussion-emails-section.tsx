import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';

export interface DiscussionEmailsActionData {
  discussionEmails: { ok: boolean; message: string };
}

/** The reply emails' setting (issue 15): the same switch the emails' one-click unsubscribe turns off. */
export function DiscussionEmailsSection({ enabled }: { enabled: boolean }) {
  const fetcher = useFetcher<DiscussionEmailsActionData>({ key: 'discussion-emails' });
  const result = fetcher.data?.discussionEmails;
  return (
    <Card id="discussion-emails" className="mt-8 scroll-mt-24">
      <CardHeader>
        <CardTitle>Discussion emails</CardTitle>
        <CardDescription>
          An email when someone replies to your comment in a lesson discussion: at most one per thread each hour.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="discussion-emails" />
          <input type="hidden" name="enabled" value={enabled ? 'off' : 'on'} />
          <p className="text-slate-800">
            Reply emails are <span className="font-semibold">{enabled ? 'on' : 'off'}</span>.
          </p>
          {result ? (
            <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>
              {result.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
              {enabled ? 'Turn reply emails off' : 'Turn reply emails on'}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
