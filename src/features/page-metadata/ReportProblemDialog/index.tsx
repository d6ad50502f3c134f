import React, {useEffect, useId, useRef, type FormEvent, type ReactNode} from 'react';
import {reportBody, reportProblemUrl, type ReportContext} from '../reportProblem';
import styles from './styles.module.css';

type Props = {repositoryUrl: string; context: ReportContext; onClose: () => void};

const questions = [
  {name: 'did', label: 'What did you do?', hint: 'the step, command or link you followed'},
  {name: 'expected', label: 'What did you expect?', hint: ''},
  {name: 'saw', label: 'What did you see?', hint: 'paste the command and its output'},
] as const;

/**
 * The "Report a problem" form: a modal dialog (the browser's own, so focus stays inside and Escape
 * closes it) that shows what the report will say of where the reader was, asks three questions and
 * opens a new issue with all of it. Loaded on the first click of the link (EditThisPage.tsx).
 */
export default function ReportProblemDialog({repositoryUrl, context, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = (name: string) => String(form.get(name) ?? '');
    const body = reportBody(context, {did: answer('did'), expected: answer('expected'), saw: answer('saw')});
    window.open(reportProblemUrl(repositoryUrl, context.pageTitle, body), '_blank', 'noopener');
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form method="dialog" onSubmit={submit}>
        <h2 id={`${id}-title`} className={styles.title}>
          Report a problem
        </h2>
        <p>The report opens as a new issue on GitHub, where you can read it before you send it. It will say:</p>
        <ul className={styles.context}>
          <li>Page: {context.pageUrl}</li>
          <li>Docs version: {context.version}</li>
          {context.heading ? <li>Section being read: {context.heading}</li> : null}
          {context.tabs.length > 0 ? <li>Tabs chosen: {context.tabs.join('; ')}</li> : null}
        </ul>
        {questions.map(({name, label, hint}) => (
          <label key={name} className={styles.field}>
            {label}
            {hint ? <span className={styles.hint}>{hint}</span> : null}
            <textarea name={name} rows={name === 'saw' ? 5 : 2} spellCheck={name !== 'saw'} />
          </label>
        ))}
        <div className={styles.buttons}>
          <button type="submit" className="button button--primary">
            Open the issue
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
