import { describe, expect, it } from 'vitest';
import { documentBundle, serverDocumentOf, type ServerDocument } from './document-bundle';

/** Splits a bundle into its elements, each read by the byte length written before it, and where each starts. */
function elementsOf(bundle: string): { element: unknown; start: number }[] {
  const bytes = new TextEncoder().encode(bundle);
  const elements: { element: unknown; start: number }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const start = at;
    let digits = '';
    while (bytes[at]! >= 0x30 && bytes[at]! <= 0x39) digits += String.fromCharCode(bytes[at++]!);
    const length = Number(digits);
    elements.push({ element: JSON.parse(new TextDecoder().decode(bytes.slice(at, at + length))), start });
    at += length;
  }
  return elements;
}

const café: ServerDocument = {
  path: 'events/e1/sections/s1',
  fields: { name: { stringValue: 'Café' } },
  createTime: { seconds: 100, nanos: 0 },
  updateTime: { seconds: 200, nanos: 5 },
};

describe('documentBundle', () => {
  it('writes each document at its update time behind its metadata, each element sized in bytes', () => {
    const bundle = documentBundle('b1', 'demo-project', [café]);
    const [metadata, documentMetadata, document] = elementsOf(bundle);
    const bundleBytes = new TextEncoder().encode(bundle).length;
    const name = 'projects/demo-project/databases/(default)/documents/events/e1/sections/s1';
    expect(metadata!.element).toEqual({
      metadata: {
        id: 'b1',
        createTime: { seconds: 200, nanos: 5 },
        version: 1,
        totalDocuments: 1,
        // Every byte after the metadata element.
        totalBytes: bundleBytes - documentMetadata!.start,
      },
    });
    expect(documentMetadata!.element).toEqual({
      documentMetadata: { name, readTime: { seconds: 200, nanos: 5 }, exists: true },
    });
    expect(document!.element).toEqual({
      document: { name, fields: café.fields, createTime: café.createTime, updateTime: café.updateTime },
    });
  });
});

describe('serverDocumentOf', () => {
  it('keeps nothing of a snapshot without a document record (a missing document, another shape)', () => {
    const missing = { id: 'x', exists: () => false, data: () => undefined, ref: { path: 'a/x' }, _document: null };
    expect(serverDocumentOf(missing)).toBeUndefined();
    expect(serverDocumentOf({ id: 'y', exists: () => true, data: () => ({}), ref: { path: 'a/y' } } as never)).toBe(
      undefined,
    );
  });
});
