import { type BugForm, CATEGORY_LABELS, type ContactForm } from '@larder/domain/support';
import { renderEmail } from '../../platform/mail/render-email.ts';

type Sender = { userEmail: string; userId: string };
export type SupportEntity =
  | (ContactForm & Sender & { type: 'contact' })
  | (BugForm & Sender & { type: 'bug'; attachments: string[] });

/** One line for a subject header: no line breaks, at most 150 characters. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150);

/** The mail to the support address: every field in plain words; replies go to the cook. */
export function supportMail(entity: SupportEntity, to: string) {
  const from = `From ${entity.userEmail} (user ${entity.userId}).`;
  if (entity.type === 'contact') {
    const rendered = renderEmail({
      preheader: oneLine(entity.message),
      heading: entity.subject,
      paragraphs: [
        `Category: ${CATEGORY_LABELS[entity.category]}\nPriority: ${entity.priority}`,
        entity.message,
        from,
      ],
      footer: 'A support request sent from the Larder app. Reply to this mail to answer the cook.',
    });
    return {
      to,
      subject: oneLine(`[Support · ${entity.priority}] ${entity.subject}`),
      kind: 'support-contact',
      ...rendered,
    };
  }
  const section = (name: string, text: string) => (text ? [`${name}:\n${text}`] : []);
  const rendered = renderEmail({
    preheader: oneLine(entity.description),
    heading: entity.title,
    paragraphs: [
      `Severity: ${entity.severity}`,
      entity.description,
      ...section('Steps to reproduce', entity.stepsToReproduce),
      ...section('Expected behavior', entity.expectedBehavior),
      ...section('Actual behavior', entity.actualBehavior),
      ...section('Device', entity.deviceInfo),
      ...section('Attachments', entity.attachments.join('\n')),
      from,
    ],
    footer: 'A bug report sent from the Larder app. Reply to this mail to answer the cook.',
  });
  return {
    to,
    subject: oneLine(`[Bug · ${entity.severity}] ${entity.title}`),
    kind: 'support-bug',
    ...rendered,
  };
}
