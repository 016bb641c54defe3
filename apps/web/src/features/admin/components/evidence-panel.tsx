import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES,
  PAYMENT_PROVIDERS,
  PROVIDER_LABELS,
} from '@codegrow/shared/constants/payment-providers';
import { evidenceTextSchema, type EvidenceImport } from '@codegrow/shared/schemas/payment-evidence';
import { ClipboardPaste } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { serverMessageOr } from '../../../lib/api-error-message';
import { formatCount } from '../admin-formats';
import { toast } from '../../../lib/toast';
import { useRecordEvidence, useUploadStatement } from '../api/record-evidence';
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
        recorded once, with its amount, sender and time, read only as that wallet writes it.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <SelectField
          label="Whose messages"
          {...form.register('provider', {
            setValueAs: (value: unknown) => (value === '' ? undefined : value),
          })}
        >
          <option value="">Each by its own wording</option>
          {PAYMENT_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABELS[provider]}
            </option>
          ))}
        </SelectField>
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
      <StatementUpload onImported={setResult} />
      {result && <ImportResult result={result} />}
    </section>
  );
}

/**
 * A wallet statement as CSV: bKash's and Nagad's layouts are read by their columns. The file
 * is sent as it is and read on the server as text only.
 */
function StatementUpload({ onImported }: { onImported: (result: EvidenceImport) => void }) {
  const upload = useUploadStatement();
  const inputId = useId();

  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        toast.success(importSummary(answer));
        onImported(answer);
      },
      onError: (failure) => toast.error(serverMessageOr(failure, EVIDENCE_MESSAGES.recordFailed)),
    });
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900 dark:text-white">
        Or upload a statement (CSV, bKash or Nagad)
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={upload.isPending}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-medium file:text-indigo-700 dark:text-slate-300 dark:file:bg-indigo-500/15 dark:file:text-indigo-200"
        onChange={(event) => {
          send(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
    </div>
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
