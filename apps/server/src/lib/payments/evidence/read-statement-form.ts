import type { FastifyRequest } from 'fastify';
import { EVIDENCE_MESSAGES as M } from '@codegrow/shared/constants/payment-providers';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import {
  statementMappingSchema,
  type StatementMapping,
} from '@codegrow/shared/schemas/payment-evidence';
import { AppError, checkedInput, invalidInput, tooLarge } from '../../errors/app-error';

export interface StatementForm {
  csv: string;
  mapping: StatementMapping | undefined;
}

/**
 * A statement upload: the CSV file in `statement` and, for a layout other than bKash's or
 * Nagad's, the column mapping as JSON in `mapping`. The file is only ever read as text.
 */
export async function readStatementForm(request: FastifyRequest): Promise<StatementForm> {
  let csv: string | undefined;
  let mapping: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'mapping') mapping = parseJson(String(part.value));
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'statement') csv = bytes.toString('utf8');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(M.statementTooLarge, 'statement');
    if (error instanceof AppError) throw error;
    throw invalidInput(API_ERROR_MESSAGES.malformedForm, 'body');
  }
  if (!csv?.trim()) throw invalidInput(M.statementRequired, 'statement');
  return {
    csv,
    mapping: mapping === undefined ? undefined : checkedMapping(mapping),
  };
}

const checkedMapping = (value: unknown) =>
  checkedInput(statementMappingSchema, value, M.mappingInvalid);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidInput(M.mappingInvalid, 'mapping');
  }
}
