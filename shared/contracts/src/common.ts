/** ISO-8601 date-time string as sent on the wire. */
export type IsoDate = string;

/** 422 body: field name → Persian messages. Other errors carry `message`. */
export interface ValidationErrorBody {
  errors?: Record<string, string[]>;
  errorMessage?: string;
  title?: string;
}
export interface ErrorBody extends ValidationErrorBody {
  message?: string;
}

export interface Paged<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** Lifecycle shared by every provisioned resource. */
export type ResourceStatus = 'creating' | 'active' | 'updating' | 'deleting' | 'failed';
