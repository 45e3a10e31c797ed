import type { FastifyRequest } from 'fastify';
import { ApiError, BadRequestError } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Reads a whole multipart body: text fields (the last value wins, as in PHP) and files in memory. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new BadRequestError('The request is not multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    await readParts(request, fields, files);
  } catch (error) {
    // Busboy's own errors (no boundary, a body cut short) are the client's: a 400. Limits (413),
    // prototype poisoning (400) and our own errors keep their status.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof ApiError || (typeof status === 'number' && status < 500)) throw error;
    throw new BadRequestError(`Malformed multipart body: ${(error as Error).message}`);
  }
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  files: Record<string, UploadedFile>,
): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // An empty file input is sent as a part without name and content: no file.
      if (bytes.length === 0 && !part.filename) continue;
      files[part.fieldname] = {
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        bytes,
      };
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
}

/**
 * A form sent as multipart: its fields without the `_method` override. An edit may carry it as `PUT`
 * (browsers cannot send a multipart PUT); any other override of an edit is refused.
 */
export async function readMultipartForm(request: FastifyRequest, editing: boolean): Promise<MultipartBody> {
  const body = await readMultipart(request);
  const { _method: method, ...fields } = body.fields;
  if (editing && method !== undefined && method.toUpperCase() !== 'PUT') {
    throw new BadRequestError('Only _method=PUT is supported here.');
  }
  return { fields, files: body.files };
}
