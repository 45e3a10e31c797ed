import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './errors';

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
  return { fields, files };
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
