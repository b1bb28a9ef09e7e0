// Temporary surface so colleagues compile; replaced by the real engine within the hour.
import { FirestoreError } from './errors.js';
/* eslint-disable @typescript-eslint/no-explicit-any */
const notYet = (): never => { throw new FirestoreError('UNIMPLEMENTED', 'not implemented yet'); };
export class FirestoreEngine {
  batchGet(_database: string, _req: any): any[] { return notYet(); }
  runQuery(_parent: string, _req: any): any[] { return notYet(); }
  runAggregationQuery(_parent: string, _req: any): any[] { return notYet(); }
  commit(_database: string, _req: any): any { return notYet(); }
  batchWrite(_database: string, _req: any): any { return notYet(); }
  beginTransaction(_database: string, _req: any): { transaction: string } { return notYet(); }
  rollback(_database: string, _req: { transaction: string }): Record<string, never> { return notYet(); }
  getDocument(_name: string, _opts: any): any { return notYet(); }
  listDocuments(_parent: string, _collectionId: string, _opts: any): { documents: any[]; nextPageToken?: string } { return notYet(); }
  createDocument(_parent: string, _collectionId: string, _documentId: string | undefined, _document: any, _opts: any): any { return notYet(); }
  patchDocument(_name: string, _document: any, _opts: any): any { return notYet(); }
  deleteDocument(_name: string, _opts: any): Record<string, never> { return notYet(); }
  listCollectionIds(_parent: string, _opts: any): { collectionIds: string[]; nextPageToken?: string } { return notYet(); }
  clear(_projectId: string): void { notYet(); }
  exportState(): unknown { return {}; }
  importState(_state: unknown): void {}
}
