import type { FastifyRequest } from 'fastify';
import { IMAGE_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { blogWriteSchema, type BlogWrite } from '@codegrow/shared/schemas/blog-write';
import { findUncleanText, uncleanTextMessage } from '@codegrow/shared/schemas/text';
import { AppError, checkedInput, invalidInput, tooLarge } from '../errors/app-error';
import { detectImageType, type ImageType } from './image-type';

export interface BlogForm {
  fields: BlogWrite;
  image: { bytes: Buffer; type: ImageType } | null;
}

async function readMultipart(request: FastifyRequest) {
  // No prototype: a field named __proto__ is just an unknown field.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let image: BlogForm['image'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'image') {
      await part.toBuffer();
      continue;
    }
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(IMAGE_MESSAGES.tooLarge, 'image');
      throw error;
    });
    if (bytes.length === 0) continue;
    const type = detectImageType(bytes);
    if (!type) throw invalidInput(IMAGE_MESSAGES.wrongType, 'image');
    image = { bytes, type };
  }
  const unclean = findUncleanText(fields);
  if (unclean !== null) throw invalidInput(uncleanTextMessage(unclean), unclean);
  return { fields, image };
}

/** A form the multipart parser cannot read (no boundary, cut short) is the caller's mistake. */
function unreadableForm(error: unknown): never {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
  throw invalidInput(API_ERROR_MESSAGES.malformedForm, 'body');
}

/**
 * The create/edit article form, as multipart (with an optional `image` file) or
 * JSON. Fields are checked with the same schema as the web form.
 */
export async function readBlogForm(request: FastifyRequest): Promise<BlogForm> {
  const { fields, image } = request.isMultipart()
    ? await readMultipart(request).catch(unreadableForm)
    : { fields: (request.body ?? {}) as Record<string, unknown>, image: null };
  return { fields: checkedInput(blogWriteSchema, fields, 'Invalid article'), image };
}
