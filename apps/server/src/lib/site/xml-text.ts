/**
 * Everything XML 1.0 does not allow in a document, escaped or not: control characters other
 * than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF. Text in the
 * database may hold some of them (written before the input rule, by SQL, or in names an
 * identity provider gave), and one of them makes a whole feed unreadable to every reader.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters an XML document may not hold. */
export const xmlText = (text: string): string => text.replace(NOT_XML, '');
