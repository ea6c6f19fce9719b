/**
 * The form of a multipart/form-data or urlencoded request, parsed once: the input guard reads its
 * text fields, the captcha variants its `recasign`, and the route's validator (Hono's, which looks
 * in the same cache) the whole of it.
 */
import type { Context } from 'hono';
import { bufferToFormData } from 'hono/utils/buffer';
import type { AppEnv } from './types';

// The media types Hono's form validator parses.
const FORM_MEDIA_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

export function isFormRequest(c: Context<AppEnv>): boolean {
  return c.req.raw.body !== null && FORM_MEDIA_TYPE.test(c.req.header('content-type') ?? '');
}

/** The request's form; rejects when the body is not a well-formed form of its declared type. */
export async function formBody(c: Context<AppEnv>): Promise<FormData> {
  const cached = c.req.bodyCache.formData;
  if (cached) return cached;
  const form = await bufferToFormData(await c.req.arrayBuffer(), c.req.header('content-type') ?? '');
  c.req.bodyCache.formData = form;
  return form;
}
