import { askedNodes } from '@codegrow/shared/content/grade-map';
import type { MapCheckResult } from '@codegrow/shared/schemas/map-check';
import type { MindmapData, MindmapNode } from '@codegrow/shared/schemas/mindmap';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, focusRing } from '../../../components/ui/button';
import { useFailureMessage } from '../../../hooks/use-failure-message';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useCheckMap } from '../api/check-map';
import { blanksOf, practiceMap, stateOf, type Blank } from '../model/practice-map';
import { findCentre } from '../model/mindmap-ops';
import { visitorMapLabels } from '../model/visitor-map-labels';
import { MindmapCanvas } from './mindmap-canvas';

/** The labels' rules, fetched when the reader starts on the fields: not with the article. */
const labelRules = lazyResolver(
  async () => (await import('@codegrow/shared/schemas/map-check')).mapCheckFormSchema,
);

interface BlankListProps {
  /** Unique on the page: the fields' ids are made of it and the blanks' numbers. */
  idPrefix: string;
  blanks: Blank[];
  results: ReadonlyMap<string, MapCheckResult>;
  choicesId: string;
  /** The form's field for a node's label. */
  field: (nodeId: string) => UseFormRegisterReturn;
  onOpenSection: (headingId: string) => void;
}

/** The hidden nodes in reading order, nested as the map branches: one field each. */
function BlankList({ idPrefix, blanks, results, choicesId, field, onOpenSection }: BlankListProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  if (blanks.length === 0) return null;
  return (
    <ol className="mt-2 space-y-2 border-l border-slate-200 pl-4 dark:border-slate-700">
      {blanks.map(({ node, number, children }) => {
        const result = results.get(node.id);
        const state = stateOf(result);
        const fieldId = `${idPrefix}-${number}`;
        return (
          <li key={node.id}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <label
                htmlFor={fieldId}
                className="min-w-20 text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                {t('mindmap.practice.label', { n: formatCount(number) })}
              </label>
              <input
                id={fieldId}
                list={choicesId}
                autoComplete="off"
                {...field(node.id)}
                readOnly={state === 'right'}
                aria-invalid={state === 'wrong'}
                aria-describedby={state === 'open' ? undefined : `${fieldId}-verdict`}
                className={cn(
                  'min-w-0 flex-1 basis-40 rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-white',
                  focusRing,
                  state === 'right'
                    ? 'border-emerald-500 dark:border-emerald-400/60'
                    : state === 'wrong'
                      ? 'border-rose-500 dark:border-rose-400/60'
                      : 'border-slate-300 dark:border-slate-700',
                )}
              />
              {state !== 'open' && (
                <span
                  id={`${fieldId}-verdict`}
                  className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300"
                >
                  {state === 'right' ? (
                    <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
                  ) : (
                    <CircleX aria-hidden="true" className="size-4 text-rose-600" />
                  )}
                  {state === 'right' ? t('mindmap.practice.right') : t('mindmap.practice.wrong')}
                  {result?.section && (
                    <a
                      href={`#${result.section}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpenSection(result.section ?? '');
                      }}
                      className={cn(
                        'ml-1 rounded-sm text-indigo-700 underline dark:text-indigo-300',
                        focusRing,
                      )}
                    >
                      {t('mindmap.practice.readSection')}
                    </a>
                  )}
                </span>
              )}
            </div>
            <BlankList
              idPrefix={idPrefix}
              blanks={children}
              results={results}
              choicesId={choicesId}
              field={field}
              onOpenSection={onOpenSection}
            />
          </li>
        );
      })}
    </ol>
  );
}

interface CompleteTheMapProps {
  blogId: number;
  map: MindmapData;
  title: string;
  isAuthenticated: boolean;
  onOpenSection: (headingId: string) => void;
}

/**
 * 'Complete the map': the map with every label but the centre's hidden, a field for each
 * (type, or choose among the hidden labels), judged on the server. Right nodes show their label
 * on the canvas, wrong ones turn red and point to their section; a complete map counts as a check.
 */
export function CompleteTheMap(props: CompleteTheMapProps) {
  const asked = useMemo(() => askedNodes(props.map), [props.map]);
  // A form for these nodes: another map (edited meanwhile) starts a new one.
  const key = asked.map((node) => node.id).join();
  return <LabelsForm key={key} asked={asked} {...props} />;
}

/** Every hidden node's field, empty: listed with its node, in the map's order. */
const emptyLabels = (asked: MindmapNode[]) => ({
  labels: asked.map((node) => ({ nodeId: node.id, label: '' })),
});

/** The map and a field for each hidden node, every one filled in, then judged. */
function LabelsForm({
  blogId,
  map,
  asked,
  title,
  isAuthenticated,
  onOpenSection,
}: CompleteTheMapProps & { asked: MindmapNode[] }) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const failure = useFailureMessage();
  const choicesId = useId();
  const fieldsId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // After a judgement, the keyboard goes to its score; after a retry, to the first empty field.
  const [focusTo, setFocusTo] = useState<'status' | 'first-empty' | null>(null);
  useEffect(() => {
    if (focusTo === 'status') statusRef.current?.focus();
    if (focusTo === 'first-empty')
      document
        .querySelector<HTMLInputElement>(`input[id^="${fieldsId}-"]:not([readonly])`)
        ?.focus();
  }, [focusTo, fieldsId]);
  const check = useCheckMap(blogId);
  const form = useForm({
    resolver: labelRules.resolver,
    defaultValues: emptyLabels(asked),
    shouldFocusError: false,
    // 'Fill in every label' stays until the map is checked again.
    reValidateMode: 'onSubmit',
  });
  const incomplete = form.formState.errors.labels !== undefined;
  const [results, setResults] = useState<ReadonlyMap<string, MapCheckResult>>(new Map());
  const blanks = useMemo(() => blanksOf(map), [map]);
  // Alphabetical: where a label stands in the choices says nothing of where it goes.
  const choices = useMemo(
    () => [...new Set(asked.map((node) => node.text))].sort((a, b) => a.localeCompare(b)),
    [asked],
  );
  const shown = useMemo(
    () => practiceMap(map, results, (number) => formatCount(number)),
    [map, results, formatCount],
  );
  const centre = findCentre(map);
  const judged = asked.length > 0 && results.size === asked.length;
  const right = [...results.values()].filter((result) => result.correct).length;
  const complete = judged && right === asked.length;

  // A node's field is its place among the asked nodes, as the form lists them.
  const field = (nodeId: string) =>
    form.register(`labels.${asked.findIndex((node) => node.id === nodeId)}.label`);

  const submit = form.handleSubmit(({ labels }) =>
    check.mutate(labels, {
      onSuccess: (judgement) => {
        setResults(new Map(judgement.results.map((result) => [result.nodeId, result])));
        setFocusTo('status');
        if (judgement.complete && !isAuthenticated) visitorMapLabels.keep(blogId, labels);
      },
      onError: (error) => toast.error(failure(error, t('mindmap.practice.failed'))),
    }),
  );
  // The right ones stay; the wrong ones are emptied to be tried again.
  const retry = () => {
    const kept = [...results.values()].filter((result) => result.correct);
    setResults(new Map(kept.map((result) => [result.nodeId, result])));
    asked.forEach((node, index) => {
      if (!results.get(node.id)?.correct) form.setValue(`labels.${index}.label`, '');
    });
    setFocusTo('first-empty');
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('mindmap.practice.intro')}</p>
      <MindmapCanvas
        // The canvas keeps the map it was given: each judgement draws a new one.
        key={[...results.values()].map((result) => `${result.nodeId}:${result.correct}`).join()}
        data={shown}
        title={title}
        onOpenSection={onOpenSection}
        withList={false}
      />
      <form onSubmit={submit} onFocus={labelRules.preload} noValidate className="space-y-4">
        <datalist id={choicesId}>
          {choices.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{centre?.text}</p>
          <BlankList
            idPrefix={fieldsId}
            blanks={blanks}
            results={results}
            choicesId={choicesId}
            field={field}
            onOpenSection={onOpenSection}
          />
        </div>
        {incomplete && (
          <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300">
            {t('mindmap.practice.fillAll')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <p
            ref={statusRef}
            role="status"
            tabIndex={-1}
            className="font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            {judged &&
              t('mindmap.practice.score', {
                right: formatCount(right),
                total: formatCount(asked.length),
              })}
            {complete && ` ${t('mindmap.practice.complete')}`}
          </p>
          {judged && !complete && (
            <Button variant="outline" onClick={retry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('mindmap.practice.retry')}
            </Button>
          )}
          {!judged && (
            <Button type="submit" pending={check.isPending}>
              {t('mindmap.practice.submit')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
