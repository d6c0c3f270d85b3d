import type { FieldExtra } from './types';
import { unique } from './validators';

// The sandbox's part of fields many declarations share (their rules come from the contract schemas).

/** Names are unique in their project (or under their parent). */
export const uniqueName: FieldExtra = { validate: [unique] };
/** A unique name that the edit endpoint may change. */
export const editableName: FieldExtra = { editable: true, validate: [unique] };
