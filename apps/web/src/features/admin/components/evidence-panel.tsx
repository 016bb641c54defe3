import { EVIDENCE_LIMITS, EVIDENCE_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { evidenceTextSchema, type EvidenceImport } from '@codegrow/shared/schemas/payment-evidence';
import { ClipboardPaste } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { serverMessageOr } from '../../../lib/api-error-message';
import { formatCount } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRecordEvidence } from '../api/record-evidence';
import { card } from './admin-table';

/** '3 payments added, 1 already recorded': what an import did, in one line. */
export function importSummary({ added, repeated, unreadable }: EvidenceImport): string {
  const parts = [`${formatCount(added)} payment${added === 1 ? '' : 's'} added`];
  if (repeated) parts.push(`${formatCount(repeated)} already recorded`);
  if (unreadable.length) parts.push(`${formatCount(unreadable.length)} not read`);
  return parts.join(', ');
}

/**
 * The wallet's messages, pasted as they came (one or many, blank lines between or not):
 * each payment received is recorded once; what cannot be read is listed with the reason.
 */
export function EvidencePanel() {
  const { form, errors, error, onSubmit, refuse } = useSpecForm(evidenceTextSchema, { text: '' });
  const record = useRecordEvidence();
  const [result, setResult] = useState<EvidenceImport | null>(null);

  const submit = onSubmit((input) => {
    if (record.isPending) return;
    record.mutate(input, {
      onSuccess: (answer) => {
        toast.success(importSummary(answer));
        setResult(answer);
        form.reset();
      },
      onError: (failure) => refuse(failure, EVIDENCE_MESSAGES.recordFailed, serverMessageOr),
    });
  });

  return (
    <section aria-labelledby="evidence-heading" className={`${card} max-w-3xl`}>
      <h2 id="evidence-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Payment messages
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Paste the wallet’s SMS messages from bKash, Nagad or Rocket. Each payment received is
        recorded once, with its amount, sender and time.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TextareaField
          label="Messages"
          rows={8}
          maxLength={EVIDENCE_LIMITS.textMaxChars}
          placeholder="You have received Tk 500.00 from 01XXXXXXXXX. … TrxID … at …"
          className="font-mono text-xs"
          error={errors.text?.message}
          {...form.register('text')}
        />
        <FormAlert message={error} />
        <Button type="submit" pending={record.isPending}>
          {!record.isPending && <ClipboardPaste aria-hidden="true" className="size-4" />}
          Record messages
        </Button>
      </form>
      {result && <ImportResult result={result} />}
    </section>
  );
}

function ImportResult({ result }: { result: EvidenceImport }) {
  return (
    <div role="status" className="mt-5 space-y-2 text-sm">
      <p className="font-medium text-slate-900 dark:text-white">{importSummary(result)}</p>
      {result.unreadable.length > 0 && (
        <ul aria-label="Not read" className="space-y-1 text-slate-700 dark:text-slate-300">
          {result.unreadable.map(({ line, reason }) => (
            <li key={line}>
              Line {line}: {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
