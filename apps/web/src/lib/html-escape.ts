/**
 * Text made safe for HTML and XML, in text and in double-quoted attributes: the five characters
 * React escapes, written as React writes them (lib/static-markup.ts must match its output).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
