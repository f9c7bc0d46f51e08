import { checkForm } from '@larder/domain/auth';
import {
  CATEGORY_LABELS,
  type ContactForm as ContactValues,
  contactFormSchema,
  PRIORITIES,
  type Priority,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
} from '@larder/domain/support';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { type Sender, useSendContact } from '../api/send-support-email.ts';
import { failureText } from '../failure-text.ts';
import { levelOptions } from '../level-options.ts';
import { forgetDraft, useDraft } from '../use-draft.ts';

const MESSAGE_MAX = 2000;
const EMPTY = { subject: '', category: '', message: '', priority: 'medium' as Priority };
type Field = keyof ContactValues;

/** "Contact us": subject, category, message and priority, sent as one support email. */
export function ContactForm({ sender, onSent }: { sender: Sender; onSent: () => void }) {
  const [values, setValues] = useDraft('contact', EMPTY);
  const form = useFormErrors<Field>(useId());
  const send = useSendContact();

  function set<K extends Field>(field: K, value: (typeof EMPTY)[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The same schema and first-failing-rule message as the server (SUPPORT_MESSAGES).
    const parsed = form.check(checkForm(contactFormSchema, values));
    if (!parsed) return;
    send.mutate(
      { sender, values: parsed },
      {
        onSuccess: () => {
          toast({
            title: SUPPORT_MESSAGES.contactSent,
            description: SUPPORT_MESSAGES.contactSentText,
            tone: 'success',
          });
          setValues(EMPTY);
          forgetDraft('contact');
          onSent();
        },
        // Every field stays as typed, so the cook can simply send again.
        onError: (error) =>
          toast({ title: SUPPORT_MESSAGES.contactFailed, description: failureText(error), tone: 'error' }),
      },
    );
  }

  const categoryError = form.errors.category;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Contact us">
      <TextField
        id={form.fieldId('subject')}
        label="Subject"
        autoComplete="off"
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={form.errors.subject}
      />
      <div>
        <label htmlFor={form.fieldId('category')} className="mb-1.5 block font-semibold">
          Category
        </label>
        <select
          id={form.fieldId('category')}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${form.fieldId('category')}-error` : undefined}
          className={inputClasses(Boolean(categoryError))}
        >
          <option value="" disabled>
            Select a category
          </option>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {categoryError ? (
          <p
            id={`${form.fieldId('category')}-error`}
            className="mt-1.5 flex items-start gap-1.5 font-medium text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {categoryError}
          </p>
        ) : null}
      </div>
      <TextAreaField
        id={form.fieldId('message')}
        label="Message"
        rows={5}
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
        error={form.errors.message}
        aside={
          <span className={values.message.length > MESSAGE_MAX ? 'font-semibold text-danger' : undefined}>
            {`${values.message.length} / ${MESSAGE_MAX}`}
          </span>
        }
      />
      <RadioChips
        legend="Priority"
        name={form.fieldId('priority')}
        options={levelOptions(PRIORITIES)}
        value={values.priority}
        onChange={(priority) => set('priority', priority)}
      />
      <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
