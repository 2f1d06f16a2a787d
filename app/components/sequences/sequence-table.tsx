import { Form, Link } from 'react-router';
import { TableFrame, tdClass, thClass } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { TRIGGER_LABELS, type SequenceTrigger } from '../../../common/sequence-rules';
import { delayLabel } from './step-delay';

export interface SequenceRow {
  id: string;
  name: string;
  trigger: SequenceTrigger;
  active: boolean;
  steps: { id: string; subject: string; delayMinutes: number; sent: number; clicked: number }[];
  enrolments: { active: number; finished: number; left: number };
}

/** Every sequence with its switch, and for each step how many were sent and how many clicked a link. */
export function SequenceTable({ rows, busy }: { rows: SequenceRow[]; busy: boolean }) {
  if (rows.length === 0) return <p className="rounded-lg border border-slate-200 p-4 text-slate-700">No sequences yet.</p>;
  return (
    <TableFrame label="Sequences">
      <thead>
        <tr>
          <th className={thClass}>Sequence</th>
          <th className={thClass}>Steps: sent · clicked</th>
          <th className={thClass}>People</th>
          <th className={thClass}>On/off</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tdClass}>
              <Link to={`/admin/sequences/${row.id}`} className="font-semibold text-blue-700 hover:underline">
                {row.name}
              </Link>
              <p className="text-xs text-slate-600">{TRIGGER_LABELS[row.trigger]}</p>
            </td>
            <td className={tdClass}>
              <ol className="flex flex-col gap-1">
                {row.steps.map((step, index) => (
                  <li key={step.id}>
                    <span className="text-slate-600">
                      {index + 1}. {delayLabel(step.delayMinutes, index)}:
                    </span>{' '}
                    {step.subject}
                    <span className="block text-xs text-slate-700">
                      {step.sent} sent · {step.clicked} clicked{step.sent > 0 ? ` (${Math.round((100 * step.clicked) / step.sent)} %)` : ''}
                    </span>
                  </li>
                ))}
              </ol>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-xs`}>
              {row.enrolments.active} in progress
              <br />
              {row.enrolments.finished} finished
              <br />
              {row.enrolments.left} left
            </td>
            <td className={tdClass}>
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="active" value={row.active ? 'false' : 'true'} />
                <span className={row.active ? 'text-sm font-semibold text-green-800' : 'text-sm text-slate-700'}>
                  {row.active ? 'On' : 'Off'}
                </span>
                <Button
                  type="submit"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Turn ${row.name} ${row.active ? 'off' : 'on'}`}
                >
                  Turn {row.active ? 'off' : 'on'}
                </Button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
