import type { ContactMessageInput } from '@codegrow/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SendContactMessageResponse {
  message: string;
}

/**
 * POST /api/contact: 201 with a thank-you text; 400 with field errors, 429 after
 * five messages an hour. A stored token goes along, so staff see the account.
 */
export function sendContactMessage(
  input: ContactMessageInput,
): Promise<SendContactMessageResponse> {
  return api.post<SendContactMessageResponse>('/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
