import { CONTACT_MESSAGES as M } from '@codegrow/shared/constants/contact-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { api } from '../../../../test/setup';
import { ContactForm } from './contact-form';

const RINA = { name: 'Rina Reader', email: 'rina@example.org' };
const openForm = (sender: typeof RINA | null = null) =>
  renderPage({ path: '/contact', url: '/contact', Page: () => <ContactForm sender={sender} /> });

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('the contact form', () => {
  it('names the first missing field and puts the cursor in it', async () => {
    openForm();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.nameRequired);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('shows every refused field’s own message under it, read with the field', async () => {
    openForm(RINA);
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.subjectTooShort);
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(M.subjectTooShort);
    expect(screen.getByLabelText('Subject')).toBeInvalid();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining(M.messageRequired),
    );
    expect(screen.getByLabelText('Name')).toBeValid();
  });

  it('fills in a signed-in reader’s name and e-mail', () => {
    openForm(RINA);
    expect(screen.getByLabelText('Name')).toHaveValue('Rina Reader');
    expect(screen.getByLabelText(/email/i)).toHaveValue('rina@example.org');
  });

  it('sends the message and thanks the sender in place of the form', async () => {
    let sent: unknown = null;
    api.use(
      http.post('*/api/contact', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: M.sent }, { status: 201 });
      }),
    );
    openForm(RINA);
    await userEvent.type(screen.getByLabelText('Subject'), 'A question on joins');
    await userEvent.type(
      screen.getByLabelText('Message'),
      'Which join keeps rows without a match?',
    );
    await send();
    expect(await screen.findByRole('heading', { name: M.sentHeading })).toBeVisible();
    expect(sent).toMatchObject({ name: 'Rina Reader', subject: 'A question on joins' });
  });

  it('shows the server’s refusal at the field it names', async () => {
    api.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: [{ field: 'subject', msg: M.subjectTooShort }] },
          { status: 400 },
        ),
      ),
    );
    openForm(RINA);
    await userEvent.type(screen.getByLabelText('Subject'), 'Join?');
    await userEvent.type(
      screen.getByLabelText('Message'),
      'Which join keeps rows without a match?',
    );
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.subjectTooShort);
    expect(screen.getByLabelText('Subject')).toHaveFocus();
  });
});
