/** The google.rpc status codes a Firestore call can end with, by name. */
export const GRPC_CODES = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type FirestoreErrorCode = keyof typeof GRPC_CODES;

/** Google's HTTP mapping of each status (google/rpc/code.proto). */
const HTTP_STATUS: Record<FirestoreErrorCode, number> = {
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

/** An error a Firestore call answers with; both transports turn it into Google's error shape. */
export class FirestoreError extends Error {
  readonly code: FirestoreErrorCode;
  readonly grpcCode: number;
  readonly httpStatus: number;

  constructor(code: FirestoreErrorCode, message: string) {
    super(message);
    this.name = 'FirestoreError';
    this.code = code;
    this.grpcCode = GRPC_CODES[code];
    this.httpStatus = HTTP_STATUS[code];
  }

  /** The REST error body: {"error":{"code":400,"message":"...","status":"INVALID_ARGUMENT"}}. */
  toRestBody(): { error: { code: number; message: string; status: FirestoreErrorCode } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.code } };
  }
}

export const invalidArgument = (message: string) => new FirestoreError('INVALID_ARGUMENT', message);
